import { describe, expect, it } from 'vitest'
import { MAX_PRICE_CENTS } from '@/lib/money/cents'
import {
  alternativeTotals,
  discountCents,
  discountShareBasisPoints,
  lineTotalCents,
  NO_DISCOUNT,
  QuoteTotalsError,
  TOTALS_MESSAGES,
  versionTotals,
  type PricedAlternative,
} from './totals'

const line = (quantityHundredths: number, unitPriceCents: number, includedInPackage = false) => ({
  quantityHundredths,
  unitPriceCents,
  includedInPackage,
})

/** A 16×32 pool at $54,200 with a heat pump, a salt system, 250 sq ft of deck and an included alarm. */
const BETTER: PricedAlternative = {
  label: 'Better',
  poolPriceCents: 5_420_000,
  lines: [line(100, 520_000), line(100, 210_000), line(25_000, 1_400), line(100, 45_000, true)],
}

describe('quote totals', () => {
  it('multiplies quantity by unit price, half up to the cent, and prices included items at $0', () => {
    expect(lineTotalCents(line(25_000, 1_400))).toBe(350_000) // 250 sq ft × $14.00
    expect(lineTotalCents(line(1_250, 1_399))).toBe(17_488) // 12.5 × $13.99 = $174.875 → $174.88
    expect(lineTotalCents(line(33, 100))).toBe(33) // 0.33 × $1.00
    expect(lineTotalCents(line(1, 49))).toBe(0) // 0.01 × $0.49 = 0.49 ¢ → 0
    expect(lineTotalCents(line(1, 50))).toBe(1) // 0.01 × $0.50 = 0.5 ¢ → 1
    expect(lineTotalCents(line(100, 45_000, true))).toBe(0)
  })

  it('adds the pool and its lines into the subtotal, and takes an amount discount off', () => {
    const totals = alternativeTotals(BETTER, { kind: 'amount', value: 300_000 })
    expect(totals.lineTotalsCents).toEqual([520_000, 210_000, 350_000, 0])
    expect(totals.subtotalCents).toBe(5_420_000 + 520_000 + 210_000 + 350_000)
    expect(totals.discountCents).toBe(300_000)
    expect(totals.totalCents).toBe(totals.subtotalCents - 300_000)
  })

  it('takes a percentage of the subtotal, rounded half up to the cent', () => {
    expect(discountCents(1_000_001, { kind: 'percent', value: 500 })).toBe(50_000) // 50,000.05 → 50,000
    expect(discountCents(1_000_010, { kind: 'percent', value: 500 })).toBe(50_001) // 50,000.5 → 50,001
    expect(discountCents(333, { kind: 'percent', value: 3_333 })).toBe(111) // 110.99 → 111
    expect(discountCents(6_500_000, { kind: 'percent', value: 750 })).toBe(487_500)
    expect(discountCents(12_345, NO_DISCOUNT)).toBe(0)
    const totals = alternativeTotals(BETTER, { kind: 'percent', value: 1_000 })
    expect(totals.discountCents).toBe(650_000)
    expect(totals.totalCents).toBe(5_850_000)
  })

  it('allows a discount equal to the subtotal and refuses one larger, naming the alternative', () => {
    const pool = { label: 'Good', poolPriceCents: 100_000, lines: [] }
    expect(alternativeTotals(pool, { kind: 'amount', value: 100_000 }).totalCents).toBe(0)
    expect(alternativeTotals(pool, { kind: 'percent', value: 10_000 }).totalCents).toBe(0)
    expect(() => alternativeTotals(pool, { kind: 'amount', value: 100_001 })).toThrow(
      new QuoteTotalsError(TOTALS_MESSAGES.discountTooLarge('Good', 100_000), 'discountValue'),
    )
    expect(TOTALS_MESSAGES.discountTooLarge('Good', 100_000)).toBe(
      'The discount is larger than the subtotal of “Good” ($1,000.00).',
    )
    expect(() => alternativeTotals(pool, { kind: 'percent', value: 10_001 })).toThrow(
      TOTALS_MESSAGES.percentTooLarge,
    )
  })

  it('refuses a line or a subtotal over $10,000,000', () => {
    const bigLine = { label: 'Best', poolPriceCents: 0, lines: [line(200, MAX_PRICE_CENTS)] }
    expect(() => alternativeTotals(bigLine, NO_DISCOUNT)).toThrow(TOTALS_MESSAGES.lineTooLarge(1))
    const bigSum = { label: 'Best', poolPriceCents: MAX_PRICE_CENTS, lines: [line(100, 1)] }
    expect(() => alternativeTotals(bigSum, NO_DISCOUNT)).toThrow(TOTALS_MESSAGES.subtotalTooLarge('Best'))
    expect(
      alternativeTotals({ label: 'Max', poolPriceCents: MAX_PRICE_CENTS, lines: [] }, NO_DISCOUNT).totalCents,
    ).toBe(MAX_PRICE_CENTS)
  })

  it('applies one discount to every alternative: the same amount, or each its own percentage', () => {
    const good = { label: 'Good', poolPriceCents: 4_220_000, lines: [] }
    const best = { label: 'Best', poolPriceCents: 6_620_000, lines: [line(100, 520_000)] }
    const byAmount = versionTotals([good, best], { kind: 'amount', value: 300_000 })
    expect(byAmount.map((t) => t.totalCents)).toEqual([3_920_000, 6_840_000])
    const byPercent = versionTotals([good, best], { kind: 'percent', value: 500 })
    expect(byPercent.map((t) => t.discountCents)).toEqual([211_000, 357_000])
  })

  it('measures the discount share in basis points, rounding up so a hair over a limit is over it', () => {
    expect(discountShareBasisPoints({ subtotalCents: 6_000_000, discountCents: 300_000 })).toBe(500)
    expect(discountShareBasisPoints({ subtotalCents: 6_000_000, discountCents: 300_001 })).toBe(501)
    expect(discountShareBasisPoints({ subtotalCents: 0, discountCents: 0 })).toBe(0)
  })
})
