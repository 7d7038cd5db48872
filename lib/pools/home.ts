/** Which pools the home page shows: the teaser's pools per size and the gallery's views. */
import { HOME_GALLERY_LIMIT, RECOMMENDATION_LIMIT } from '@/content/pricing'
import { sortSizeCategories, distinctSorted } from './filters'
import { poolMaker, type Pool } from './types'

function sameText(a: string | null | undefined, b: string) {
  return (a ?? '').trim().toLowerCase() === b.toLowerCase()
}

/** Cheapest installed price first; pools without a published price last, in their order. */
function byInstalledPrice<T extends Pick<Pool, 'price'>>(a: T, b: T) {
  const price = (p: T) => (p.price && p.price > 0 ? p.price : Infinity)
  return price(a) - price(b)
}

/**
 * Up to RECOMMENDATION_LIMIT pools whose size category equals each size, cheapest first: the first
 * pool listed is the one the teaser's 'Installed from' price buys
 * (docs/decisions/teaser-price-a-listed-pool-has.md).
 */
export function teaserPoolsBySize<T extends Pick<Pool, 'sizeCategory' | 'price'>>(
  pools: readonly T[],
  sizes: readonly string[],
  limit: number = RECOMMENDATION_LIMIT,
): Record<string, T[]> {
  return Object.fromEntries(
    sizes.map((size) => [
      size,
      pools
        .filter((p) => sameText(p.sizeCategory, size))
        .sort(byInstalledPrice)
        .slice(0, limit),
    ]),
  )
}

/** Takes one pool from each maker/series group in turn, so the first few show the range. */
export function interleaveBySeries<T extends Pick<Pool, 'series' | 'manufacturer' | 'brand'>>(
  pools: readonly T[],
): T[] {
  const groups = new Map<string, T[]>()
  for (const pool of pools) {
    const key = `${poolMaker(pool)}|${pool.series ?? ''}`.toLowerCase()
    groups.set(key, [...(groups.get(key) ?? []), pool])
  }
  const queues = [...groups.values()]
  const result: T[] = []
  for (let round = 0; result.length < pools.length; round++) {
    for (const queue of queues) {
      const next = queue[round]
      if (next) result.push(next)
    }
  }
  return result
}

export type HomeGalleryData<T> = {
  categories: string[]
  pools: T[]
  views: Record<string, number[]>
}

/** The gallery's 'all' view and one view per size category, each at most HOME_GALLERY_LIMIT. */
export function homeGalleryData<
  T extends Pick<Pool, 'id' | 'sizeCategory' | 'series' | 'manufacturer' | 'brand'>,
>(pools: readonly T[], limit: number = HOME_GALLERY_LIMIT): HomeGalleryData<T> {
  const ordered = interleaveBySeries(pools)
  const categories = sortSizeCategories(distinctSorted(pools, (p) => p.sizeCategory))
  const views: Record<string, number[]> = { all: ordered.slice(0, limit).map((p) => p.id) }
  for (const category of categories) {
    views[category] = ordered
      .filter((p) => sameText(p.sizeCategory, category))
      .slice(0, limit)
      .map((p) => p.id)
  }
  const used = new Set(Object.values(views).flat())
  return { categories, pools: ordered.filter((p) => used.has(p.id)), views }
}
