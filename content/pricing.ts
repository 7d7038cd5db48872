/** Home design teaser pricing and sizes (spec 01 §9). */
import { PRICING } from './marketing'

export const BASE_PRICE_USD = 42_200
/** Shown instead of a computed price when the size list is empty. */
export const EMPTY_SIZE_LIST_PRICE_TEXT = '35,000'
export const PACKAGES_FROM_TEXT = PRICING.poolsFromText

export const POOL_SIZE_CATEGORIES = ['Plunge', 'Small', 'Medium', 'Large', 'X-Large'] as const
export type PoolSizeCategory = (typeof POOL_SIZE_CATEGORIES)[number]

export const POOL_SIZES: { name: PoolSizeCategory; dimensions: string; addOnUsd: number }[] = [
  { name: 'Plunge', dimensions: '8x12', addOnUsd: 0 },
  { name: 'Small', dimensions: '12x24', addOnUsd: 2_000 },
  { name: 'Medium', dimensions: '16x32', addOnUsd: 7_700 },
  { name: 'Large', dimensions: '18x36', addOnUsd: 12_000 },
  { name: 'X-Large', dimensions: '20x40', addOnUsd: 24_000 },
]

export const HOME_GALLERY_LIMIT = 12
export const RECOMMENDATION_LIMIT = 6

export function priceForSize(size: PoolSizeCategory): number {
  const entry = POOL_SIZES.find((s) => s.name === size)
  return BASE_PRICE_USD + (entry?.addOnUsd ?? 0)
}
