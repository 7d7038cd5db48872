/**
 * The image optimiser's settings (next.config.ts `images`) and the srcset rules of next/image,
 * as plain functions. Public pages render pictures with components/ui/image.tsx, which uses these
 * instead of next/image: next/image is a client component, so every page showing a picture
 * shipped its code (about 6 kB compressed) although the markup it renders is static. The
 * optimiser itself (/_next/image) is unchanged and accepts exactly these widths and quality.
 */

/** Widths for full-width pictures (next.config.ts images.deviceSizes). */
export const DEVICE_SIZES = [360, 480, 640, 768, 1024, 1280, 1600] as const
/** Widths for smaller pictures (next.config.ts images.imageSizes). */
export const IMAGE_SIZES = [64, 96, 128, 192, 256, 320] as const
/** The one quality the optimiser accepts (Next's default `qualities`). */
export const IMAGE_QUALITY = 75

const ALL_SIZES: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b)
const LARGEST = Math.max(...ALL_SIZES)

/** The optimiser's address for `src` at `width` (next/image's default loader). */
export function optimizedImageUrl(src: string, width: number, quality = IMAGE_QUALITY): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

/** Pictures the optimiser does not handle: SVG, data: and blob: addresses (as next/image decides). */
function servedAsIs(src: string): boolean {
  const path = src.split('?', 1)[0] ?? ''
  return !src || src.startsWith('data:') || src.startsWith('blob:') || path.endsWith('.svg')
}

export type ImageAttributes = { src: string; srcSet?: string; sizes?: string }

/**
 * src, srcSet and sizes as next/image computes them: with `sizes`, every configured width from the
 * smallest viewport share the sizes list mentions; with a fixed `width`, 1x and 2x; otherwise the
 * device widths for a full-width picture.
 */
export function imageAttributes({
  src,
  width,
  sizes,
  unoptimized = false,
}: {
  src: string
  width?: number
  sizes?: string
  unoptimized?: boolean
}): ImageAttributes {
  if (unoptimized || servedAsIs(src)) return { src }
  let widths: readonly number[]
  let kind: 'w' | 'x' = 'w'
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]))
    widths = shares.length
      ? ALL_SIZES.filter((s) => s >= DEVICE_SIZES[0] * Math.min(...shares) * 0.01)
      : ALL_SIZES
  } else if (width === undefined) {
    widths = DEVICE_SIZES
  } else {
    kind = 'x'
    const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? LARGEST
    widths = [...new Set([pick(width), pick(width * 2)])]
  }
  return {
    src: optimizedImageUrl(src, widths.at(-1) ?? LARGEST),
    srcSet: widths
      .map((w, i) => `${optimizedImageUrl(src, w)} ${kind === 'w' ? w : i + 1}${kind}`)
      .join(', '),
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
  }
}
