/**
 * Where the generated demo pictures live (scripts/generate-demo-images.ts writes them under
 * public/, the seed stores these URLs). One place, so the seed and the generator cannot disagree.
 */
export const POOL_IMAGE_DIR = '/images/pools'
export const CONTENT_IMAGE_DIR = '/images/content'
export const BLOG_IMAGE_DIR = '/images/blog'

export function poolImagePath(slug: string, index: number): string {
  return `${POOL_IMAGE_DIR}/${slug}-${index}.webp`
}

export function contentImagePath(name: string): string {
  return `${CONTENT_IMAGE_DIR}/${name}.webp`
}

export function blogCoverPath(slug: string): string {
  return `${BLOG_IMAGE_DIR}/${slug}.webp`
}

export function resourceFilePath(slug: string): string {
  return `/resources/${slug}.pdf`
}
