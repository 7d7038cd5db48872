/**
 * Metadata for a public page: title, description, keywords, canonical URL, Open Graph and Twitter
 * tags. Every public page builds its metadata here so none lacks a canonical or social tags.
 * Without an explicit image the social image is generated for the page's title (app/og).
 */
import type { Metadata } from 'next'

export const SITE_NAME = 'Florida Fiberglass Pools'
/** The site-wide generated social image (app/opengraph-image.tsx). */
export const DEFAULT_SOCIAL_IMAGE = '/opengraph-image'
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Used when a page names no keywords of its own. */
export const DEFAULT_KEYWORDS = [
  'fiberglass pools',
  'fiberglass pool installation',
  'pool resurfacing',
  'Florida pool builder',
  'Ocala',
  'Orlando',
  'West Palm Beach',
]

/** Longest title and subtitle the generated image draws; longer text is cut with an ellipsis. */
export const SOCIAL_IMAGE_TITLE_MAX = 90
export const SOCIAL_IMAGE_SUBTITLE_MAX = 140

export type PageMetadataInput = {
  title: string
  description: string
  /** Path of the page, e.g. '/pools'; the canonical URL is SITE_URL + path. */
  path: string
  keywords?: string[]
  /** An image URL or path; without one an image is generated for the title. */
  image?: string
  imageAlt?: string
  /** Pixel size of a given image; generated images are always 1200×630. */
  imageSize?: { width: number; height: number }
  /** Keep the page out of search results (thank-you screens, previews). */
  noIndex?: boolean
  /** Use the title as is, without the ' | Florida Fiberglass Pools' suffix. */
  absoluteTitle?: boolean
  type?: 'website' | 'article'
  /** Articles: ISO dates, author names, section and tags for the article: Open Graph tags. */
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
  section?: string
  tags?: string[]
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** Path of the generated social image for a title (and an optional subtitle). */
export function socialImagePath(title: string, subtitle?: string): string {
  const params = new URLSearchParams({ title: truncate(title, SOCIAL_IMAGE_TITLE_MAX) })
  if (subtitle) params.set('subtitle', truncate(subtitle, SOCIAL_IMAGE_SUBTITLE_MAX))
  return `/og?${params.toString()}`
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? socialImagePath(input.title)
  const alt = input.imageAlt ?? input.title
  // Only a size that is known is declared: a page's own photo may have any proportions.
  const size = input.image ? input.imageSize : SOCIAL_IMAGE_SIZE
  const article = input.type === 'article'
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords?.length ? input.keywords : DEFAULT_KEYWORDS,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      siteName: SITE_NAME,
      locale: 'en_US',
      title: input.title,
      description: input.description,
      url: input.path,
      images: [{ url: image, ...size, alt }],
      ...(article
        ? {
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
            authors: input.authors,
            section: input.section,
            tags: input.tags,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [{ url: image, alt }],
    },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}
