/**
 * The units and categories of price-book items (issue 35 §2): stored as keys, shown as labels.
 * Pure: the admin form, the quote builder and the contract read the same lists.
 */
export const PRICE_BOOK_UNITS = ['each', 'sq_ft', 'linear_ft', 'lump_sum'] as const
export type PriceBookUnit = (typeof PRICE_BOOK_UNITS)[number]

export const PRICE_BOOK_UNIT_LABELS: Record<PriceBookUnit, string> = {
  each: 'Each',
  sq_ft: 'Per square foot',
  linear_ft: 'Per linear foot',
  lump_sum: 'Lump sum',
}

/** The short form after a price: '$14.00 / sq ft'. */
export const PRICE_BOOK_UNIT_SHORT: Record<PriceBookUnit, string> = {
  each: 'each',
  sq_ft: 'sq ft',
  linear_ft: 'linear ft',
  lump_sum: 'lump sum',
}

export const PRICE_BOOK_CATEGORIES = [
  'equipment',
  'lighting',
  'pool_features',
  'deck_enclosure',
  'safety',
  'site_work',
  'permits_fees',
] as const
export type PriceBookCategory = (typeof PRICE_BOOK_CATEGORIES)[number]

export const PRICE_BOOK_CATEGORY_LABELS: Record<PriceBookCategory, string> = {
  equipment: 'Equipment',
  lighting: 'Lighting',
  pool_features: 'Pool features',
  deck_enclosure: 'Deck and enclosure',
  safety: 'Safety (Florida chapter 515)',
  site_work: 'Site work',
  permits_fees: 'Survey, permits and fees',
}

export function unitLabel(unit: string): string {
  return PRICE_BOOK_UNIT_LABELS[unit as PriceBookUnit] ?? unit
}

export function unitShort(unit: string): string {
  return PRICE_BOOK_UNIT_SHORT[unit as PriceBookUnit] ?? unit
}

export function categoryLabel(category: string): string {
  return PRICE_BOOK_CATEGORY_LABELS[category as PriceBookCategory] ?? category
}
