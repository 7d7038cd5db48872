/**
 * The financing example printed with a quote (issue 35 §3): the calculator's rules of spec 02 §9.1
 * (lib/financing/calculator.ts, whole dollars) applied to an alternative's total, with the best
 * option (lowest APR) for the chosen credit band. An estimate, as the calculator says.
 */
import { LENDER_TIERS, type LenderTier } from '@/content/financing'
import { calculateFinancing } from '@/lib/financing/calculator'
import type { StoredFinancingExample } from '@/db/schema'

export type FinancingInputs = { downPercent: number; termMonths: number; creditBand: number }

export type FinancingExample = NonNullable<StoredFinancingExample>

/** The example for a total in cents; null when nothing is financed (a zero total, no lender). */
export function financingExample(
  totalCents: number,
  inputs: FinancingInputs,
  tiers: readonly LenderTier[] = LENDER_TIERS,
): FinancingExample | null {
  const price = Math.round(totalCents / 100)
  if (price <= 0) return null
  const result = calculateFinancing(
    { price, downPercent: inputs.downPercent, creditBand: inputs.creditBand, termMonths: inputs.termMonths },
    tiers,
  )
  const best = result.options[0]
  if (!best || result.loanAmount <= 0) return null
  return {
    downPercent: inputs.downPercent,
    termMonths: inputs.termMonths,
    creditBand: inputs.creditBand,
    loanAmountCents: Math.round(result.loanAmount * 100),
    downPaymentCents: Math.round(result.downPayment * 100),
    lender: best.name,
    apr: best.apr,
    monthlyPaymentCents: best.monthlyPayment * 100,
    totalPaymentCents: best.totalPayment * 100,
  }
}
