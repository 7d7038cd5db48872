/**
 * The builder's live figures: the values as typed, priced with the same pure functions the server
 * runs when it stores the quote (lib/quotes/totals.ts, financing-example.ts), so what the rep sees
 * while typing is what the saved quote says. A value that does not parse yet shows as a problem of
 * its option instead of a number.
 */
import { parseDollarsToCents, parsePercentToBasisPoints, parseQuantityToHundredths } from '@/lib/money/cents'
import { financingExample, type FinancingExample } from '@/lib/quotes/financing-example'
import type { BuilderPool, BuilderValues } from '@/lib/quotes/queries'
import { QuoteTotalsError, alternativeTotals, lineTotalCents, type Discount } from '@/lib/quotes/totals'
import type { PriceBookItem } from '@/lib/price-book/queries'
import type { OptionFigures } from './quote-figures'

export type LiveOption = OptionFigures & { financing: FinancingExample | null; lineTotals: (number | null)[] }

/** The discount as typed, or null while it does not parse. */
export function typedDiscount(values: BuilderValues): Discount | null {
  if (values.discountKind === 'none') return { kind: 'none', value: 0 }
  const text = values.discountValue.trim()
  if (text === '' || text.startsWith('-')) return null
  const value = values.discountKind === 'amount' ? parseDollarsToCents(text) : parsePercentToBasisPoints(text)
  return value === null ? null : { kind: values.discountKind, value }
}

export function liveFigures(
  values: BuilderValues,
  pools: readonly BuilderPool[],
  items: readonly PriceBookItem[],
): LiveOption[] {
  const discount = typedDiscount(values)
  const financing = {
    downPercent: Number(values.financingDownPercent),
    termMonths: Number(values.financingTermMonths),
    creditBand: Number(values.financingCreditBand),
  }
  return values.alternatives.map((alternative) => {
    const pool = pools.find((p) => p.id === alternative.poolId) ?? null
    const lines = alternative.lines.map((line) => {
      const item = line.priceBookItemId ? items.find((i) => i.id === line.priceBookItemId) : undefined
      const quantity = parseQuantityToHundredths(line.quantity)
      const price = item ? item.unitPriceCents : parseDollarsToCents(line.unitPrice)
      if (quantity === null || quantity === 0 || price === null) return null
      return {
        quantityHundredths: quantity,
        unitPriceCents: price,
        includedInPackage: item?.includedInPackage ?? false,
      }
    })
    const lineTotals = lines.map((line) => (line ? lineTotalCents(line) : null))
    const base: LiveOption = {
      key: alternative.key,
      label: alternative.label.trim() || 'Option',
      poolName: pool?.name ?? null,
      poolPriceCents: pool?.priceCents ?? null,
      itemsCents: lineTotals.every((t) => t !== null)
        ? lineTotals.reduce<number>((sum, t) => sum + (t ?? 0), 0)
        : null,
      subtotalCents: null,
      discountCents: null,
      totalCents: null,
      financing: null,
      lineTotals,
    }
    if (!pool) return { ...base, problem: 'choose a pool to see its totals.' }
    if (lines.some((line) => line === null))
      return { ...base, problem: 'a quantity or a price is missing or not valid yet.' }
    if (!discount) return { ...base, problem: 'enter the discount as a number.' }
    try {
      const totals = alternativeTotals(
        {
          label: base.label,
          poolPriceCents: pool.priceCents,
          lines: lines.filter((line): line is NonNullable<typeof line> => line !== null),
        },
        discount,
      )
      return {
        ...base,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        financing: financingExample(totals.totalCents, financing),
      }
    } catch (error) {
      if (error instanceof QuoteTotalsError) return { ...base, problem: error.message }
      throw error
    }
  })
}
