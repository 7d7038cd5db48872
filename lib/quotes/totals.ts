/**
 * A quote's totals in integer cents (issue 35 §3): each line is its quantity times its unit price
 * (an item the all-inclusive package already includes is listed at $0), an alternative's subtotal
 * is its pool's installed price plus its lines, the version's discount (an amount, or a percentage
 * of each alternative's subtotal) comes off, and a discount larger than the subtotal is refused.
 * The server computes these; the browser may show the same numbers while a rep types.
 */
import {
  FULL_BASIS_POINTS,
  MAX_PRICE_CENTS,
  MAX_PRICE_TEXT,
  formatCents,
  mulDivRound,
} from '@/lib/money/cents'

export type DiscountKind = 'none' | 'amount' | 'percent'

/** Cents for 'amount', basis points for 'percent', 0 for 'none'. */
export type Discount = { kind: DiscountKind; value: number }

export const NO_DISCOUNT: Discount = { kind: 'none', value: 0 }

export type PricedLine = {
  /** Quantity in hundredths (2.5 sq ft = 250). */
  quantityHundredths: number
  unitPriceCents: number
  includedInPackage: boolean
}

export type PricedAlternative = {
  label: string
  poolPriceCents: number
  lines: readonly PricedLine[]
}

export type AlternativeTotals = {
  lineTotalsCents: number[]
  subtotalCents: number
  discountCents: number
  totalCents: number
}

export const TOTALS_MESSAGES = {
  lineTooLarge: (position: number) => `Line ${position} comes to more than ${MAX_PRICE_TEXT}.`,
  subtotalTooLarge: (label: string) => `The subtotal of “${label}” is more than ${MAX_PRICE_TEXT}.`,
  discountTooLarge: (label: string, subtotalCents: number) =>
    `The discount is larger than the subtotal of “${label}” (${formatCents(subtotalCents)}).`,
  percentTooLarge: 'A percentage discount can be at most 100%.',
} as const

/** A total the rules refuse (a discount over the subtotal, an amount over $10M), naming the field. */
export class QuoteTotalsError extends Error {
  constructor(
    message: string,
    readonly field: 'discountValue' | 'lines' | 'poolId',
  ) {
    super(message)
    this.name = 'QuoteTotalsError'
  }
}

/** A line's total: quantity × unit price, rounded half up to the cent; 0 when the package includes it. */
export function lineTotalCents(line: PricedLine): number {
  if (line.includedInPackage) return 0
  return mulDivRound(line.quantityHundredths, line.unitPriceCents, 100)
}

/** The discount in cents on a subtotal (a percentage rounds half up to the cent). */
export function discountCents(subtotalCents: number, discount: Discount): number {
  switch (discount.kind) {
    case 'none':
      return 0
    case 'amount':
      return discount.value
    case 'percent':
      if (discount.value > FULL_BASIS_POINTS)
        throw new QuoteTotalsError(TOTALS_MESSAGES.percentTooLarge, 'discountValue')
      return mulDivRound(subtotalCents, discount.value, FULL_BASIS_POINTS)
  }
}

/** The totals of one alternative, or a QuoteTotalsError saying which rule it breaks. */
export function alternativeTotals(alternative: PricedAlternative, discount: Discount): AlternativeTotals {
  const lineTotals = alternative.lines.map((line, index) => {
    const total = lineTotalCents(line)
    if (total > MAX_PRICE_CENTS) throw new QuoteTotalsError(TOTALS_MESSAGES.lineTooLarge(index + 1), 'lines')
    return total
  })
  const subtotal = lineTotals.reduce((sum, total) => sum + total, alternative.poolPriceCents)
  if (subtotal > MAX_PRICE_CENTS)
    throw new QuoteTotalsError(TOTALS_MESSAGES.subtotalTooLarge(alternative.label), 'lines')
  const off = discountCents(subtotal, discount)
  if (off > subtotal)
    throw new QuoteTotalsError(TOTALS_MESSAGES.discountTooLarge(alternative.label, subtotal), 'discountValue')
  return {
    lineTotalsCents: lineTotals,
    subtotalCents: subtotal,
    discountCents: off,
    totalCents: subtotal - off,
  }
}

/** The totals of every alternative of a version, in order. */
export function versionTotals(
  alternatives: readonly PricedAlternative[],
  discount: Discount,
): AlternativeTotals[] {
  return alternatives.map((alternative) => alternativeTotals(alternative, discount))
}

/**
 * The discount as a share of the subtotal, in basis points (rounded up, so a hair over the limit is
 * over it): what the rep's approval limit is compared with.
 */
export function discountShareBasisPoints(
  totals: Pick<AlternativeTotals, 'subtotalCents' | 'discountCents'>,
): number {
  if (totals.subtotalCents === 0) return totals.discountCents > 0 ? FULL_BASIS_POINTS : 0
  const share = BigInt(totals.discountCents) * BigInt(FULL_BASIS_POINTS)
  const subtotal = BigInt(totals.subtotalCents)
  return Number((share + subtotal - 1n) / subtotal)
}
