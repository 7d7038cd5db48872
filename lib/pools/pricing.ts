/** The home and /design price teaser (spec 01 §9): base price plus the size add-on. */
import { formatNumber } from '@/lib/format'
import { BASE_PRICE_USD, EMPTY_SIZE_LIST_PRICE_TEXT, type POOL_SIZES } from '@/content/pricing'

type SizeEntry = (typeof POOL_SIZES)[number]

/** The price for a size from the given list, or null when the list is empty or lacks it. */
export function teaserPrice(sizes: readonly SizeEntry[], size: string): number | null {
  const entry = sizes.find((s) => s.name === size)
  return entry ? BASE_PRICE_USD + entry.addOnUsd : null
}

/** What the teaser shows: '54,200' for Large; '35,000' when the size list is empty. */
export function teaserPriceText(sizes: readonly SizeEntry[], size: string): string {
  if (sizes.length === 0) return EMPTY_SIZE_LIST_PRICE_TEXT
  const price = teaserPrice(sizes, size) ?? teaserPrice(sizes, sizes[0]?.name ?? '') ?? BASE_PRICE_USD
  return formatNumber(price)
}
