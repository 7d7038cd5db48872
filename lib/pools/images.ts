/**
 * THE image-selection rule (spec 02 §3), used by every card, carousel, slideshow and gallery:
 * collect every image field; keep non-empty strings that contain neither 'placeholder' nor
 * 'coming-soon', are not the known placeholder file, and start with 'http' or '/'; put imageUrl1
 * first when it is present and more than one image remains; drop duplicates. A failure while
 * processing logs a warning and yields no images.
 */
import { ALL_IMAGE_KEYS } from './types'

/** Shown when a pool has no usable image or an image fails to load (spec 01 §8). */
export const PLACEHOLDER_POOL_IMAGE = '/images/placeholder-pool.svg'

function usable(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const url = value.trim()
  if (!url) return false
  const lower = url.toLowerCase()
  if (lower.includes('placeholder') || lower.includes('coming-soon')) return false
  if (url === PLACEHOLDER_POOL_IMAGE) return false
  return lower.startsWith('http') || url.startsWith('/')
}

export function selectPoolImages(pool: Partial<Record<string, unknown>>): string[] {
  try {
    const kept: string[] = []
    for (const key of ALL_IMAGE_KEYS) {
      const value = pool[key]
      if (usable(value)) kept.push(value.trim())
    }
    const first = pool.imageUrl1
    if (usable(first) && kept.length > 1) {
      const url = first.trim()
      kept.splice(kept.indexOf(url), 1)
      kept.unshift(url)
    }
    return [...new Set(kept)]
  } catch (error) {
    console.warn('Could not process pool images', error)
    return []
  }
}

/** The images of a pool with their alt text; falls back to '<name> fiberglass pool, photo N'. */
export function poolImagesWithAlt(
  pool: Partial<Record<string, unknown>> & { name?: unknown; imageAlts?: unknown },
): { src: string; alt: string }[] {
  const name = typeof pool.name === 'string' ? pool.name : 'Pool'
  const alts = Array.isArray(pool.imageAlts) ? pool.imageAlts : []
  // Stored alts follow the stored order imageUrl1, imageUrl2, ...; map them by URL.
  const stored: string[] = []
  for (let i = 1; i <= 10; i++) {
    const url = pool[`imageUrl${i}`] ?? pool[`image${i}Url`]
    if (typeof url === 'string') stored[i - 1] = url.trim()
  }
  return selectPoolImages(pool).map((src, i) => {
    const at = stored.indexOf(src)
    const alt = at >= 0 && typeof alts[at] === 'string' && alts[at] ? (alts[at] as string) : undefined
    return { src, alt: alt ?? `${name} fiberglass pool, photo ${i + 1}` }
  })
}
