/**
 * How a pool's price is worded wherever a homeowner or a sales rep meets it: cards (home gallery,
 * design teaser, /pools grid and list, related pools), the pool detail page, the pool finder's
 * reasons and the admin pool form. A catalogue price is the installed, all-inclusive 'from' price,
 * the same kind of price as the teaser's size price and the packages page's 'Pools starting at
 * $42k' (see docs/decisions/one-installed-price-story.md), so every place imports its words here.
 */
import { formatUsd } from '@/lib/format'

/** What the all-inclusive price covers, in the words of the packages page's package card. */
const INCLUDED = 'the shell, permits, excavation, installation, equipment, a concrete deck and start-up'

export const PRICE_WORDING = {
  /** Before the amount: 'Installed from $61,900'. */
  fromLabel: 'Installed from',
  /** A pool without a published price. */
  onRequest: 'Price on request',
  /** Under the price on the pool detail page. */
  detailNote: `All-inclusive: ${INCLUDED}. Your site and the options you add can change the final price.`,
  /** Under 'Price on request' on the pool detail page. */
  detailOnRequestNote: 'Ask for a free estimate for your installed, all-inclusive price.',
  /** Under the design teaser's size price; spec 01 §9 asks for a note that the final price varies. */
  teaserNote: `All-inclusive: ${INCLUDED}. The final price varies with your site and the options you choose.`,
  /**
   * Under the teaser's size price: the pool that price buys, the first of those listed (cheapest
   * first), so the size's price never reads as the price of its largest pool.
   */
  teaserPool: (name: string, dimensions: string | null, count: number, size: string) =>
    `${dimensions ? `${name} (${dimensions})` : name} is this price` +
    (count > 1 ? `: the first of our ${count} ${size} pools below; the others cost more.` : '.'),
  /** The admin pool form's price field. */
  adminLabel: 'Installed price (USD)',
  adminHint:
    "What a homeowner pays for this model installed, all-inclusive (shell, permits, excavation, equipment, concrete deck, start-up), not the shell price; shown as 'Installed from $…'. Whole dollars; blank shows 'Price on request'.",
} as const

/** 'Installed from $61,900', or 'Price on request' without a published price. */
export function poolPriceText(price: number | null | undefined): string {
  return price ? `${PRICE_WORDING.fromLabel} ${formatUsd(price)}` : PRICE_WORDING.onRequest
}

/** The price a finder reason quotes, as the cards word it: 'installed from $49,900'. */
export function finderPriceText(amount: number): string {
  return `${PRICE_WORDING.fromLabel.toLowerCase()} ${formatUsd(amount)}`
}
