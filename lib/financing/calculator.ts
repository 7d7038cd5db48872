/**
 * The financing calculator (spec 02 §9.1, §4, §5) as one pure module: the page, the shared-URL
 * server render and the tests all call these functions, so they cannot disagree.
 */
import {
  CALCULATOR_DEFAULTS,
  CREDIT_BANDS,
  LENDER_TIERS,
  MAX_PRICE_USD,
  type LenderPreview,
  type LenderTier,
} from '@/content/financing'
import { formatUsd } from '@/lib/format'

export type CalculatorInputs = {
  /** Pool price in US dollars. */
  price: number
  /** Down payment, percent of the price (0–50). */
  downPercent: number
  /** The chosen credit band (e.g. 650); null means none chosen, which calculates as 650. */
  creditBand: number | null
  termMonths: number
}

/** Spec 02 §3 Financing option (computed). */
export type FinancingOption = {
  name: string
  apr: number
  termMonths: number
  monthlyPayment: number
  totalPayment: number
  totalInterest: number
  qualifications: string[]
  /** 'Best Option' on the first (lowest APR) option; 'Limited Time' on any option with APR 0. */
  badges: FinancingBadge[]
}

export type FinancingBadge = 'Best Option' | 'Limited Time'

export type FinancingResult = {
  loanAmount: number
  downPayment: number
  options: FinancingOption[]
}

/** Loan amount = price minus the down-payment percent of the price. */
export function loanAmount(price: number, downPercent: number): number {
  return price - (price * downPercent) / 100
}

/**
 * Standard amortization, rounded to a whole dollar. Monthly rate = APR/100/12; with a zero rate
 * the payment is the amount divided by the months.
 */
export function monthlyPayment(amount: number, apr: number, months: number): number {
  if (months <= 0) return 0
  const rate = apr / 100 / 12
  if (rate === 0) return Math.round(amount / months)
  const growth = Math.pow(1 + rate, months)
  return Math.round((amount * rate * growth) / (growth - 1))
}

/** The lender options offered for a credit band (spec 02 §9.1 table). */
export function optionsForBand(band: number, tiers: readonly LenderTier[] = LENDER_TIERS) {
  const tier = tiers.find((t) => band >= t.minBand)
  return tier?.options ?? []
}

/** The lenders shown under the credit range: those the calculation offers for it, at its rates. */
export function lenderPreviewForBand(
  band: number,
  tiers: readonly LenderTier[] = LENDER_TIERS,
): LenderPreview[] {
  return optionsForBand(band, tiers).map(({ name, apr }) => ({ name, apr }))
}

/** The lowest rate any band offers ('6.99%'), for 'as low as'; null when nothing is offered. */
export function lowestAprText(tiers: readonly LenderTier[]): string | null {
  const rates = tiers.flatMap((tier) => tier.options.map((option) => option.apr))
  return rates.length ? formatApr(Math.min(...rates)) : null
}

/**
 * The price a calculation uses: whole dollars, from $1 to MAX_PRICE_USD. Null when there is none
 * to calculate with (spec 02 §5: empty or zero; also 0.4, which is zero dollars, negatives, not a
 * number and over the maximum). Rounded before it is checked, so what is checked is what is used.
 */
export function calculablePrice(price: number | null | undefined): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null
  const dollars = Math.round(price)
  return dollars > 0 && dollars <= MAX_PRICE_USD ? dollars : null
}

export function calculateFinancing(
  inputs: CalculatorInputs,
  tiers: readonly LenderTier[] = LENDER_TIERS,
): FinancingResult {
  const band = inputs.creditBand ?? CALCULATOR_DEFAULTS.creditBand
  const amount = loanAmount(inputs.price, inputs.downPercent)
  const options = optionsForBand(band, tiers)
    .map((lender) => {
      const monthly = monthlyPayment(amount, lender.apr, inputs.termMonths)
      const total = monthly * inputs.termMonths
      return {
        name: lender.name,
        apr: lender.apr,
        termMonths: inputs.termMonths,
        monthlyPayment: monthly,
        totalPayment: total,
        // Never below zero: a payment rounded down to the dollar can make the total a few dollars
        // less than the loan (a zero rate, or a tiny loan), which is not interest
        // (docs/decisions/0112-calculator-whole-dollars.md).
        totalInterest: Math.max(0, total - amount),
        qualifications: [...lender.qualifications],
      }
    })
    .sort((a, b) => a.apr - b.apr)
    .map((option, index): FinancingOption => {
      const badges: FinancingBadge[] = []
      if (index === 0) badges.push('Best Option')
      if (option.apr === 0) badges.push('Limited Time')
      return { ...option, badges }
    })
  return { loanAmount: amount, downPayment: inputs.price - amount, options }
}

export function isKnownBand(value: number): boolean {
  return CREDIT_BANDS.some((band) => band.value === value)
}

/** Currency in USD with no decimals (spec 02 §9.1). */
export function formatCurrency(amount: number): string {
  return formatUsd(Math.round(amount))
}

/** APR with two decimals (spec 02 §9.1). */
export function formatApr(apr: number): string {
  return `${apr.toFixed(2)}%`
}

/** The loan term as the slider shows it: in years. */
export function formatTermYears(months: number): string {
  const years = months / 12
  const text = Number.isInteger(years) ? String(years) : years.toFixed(1)
  return `${text} ${years === 1 ? 'year' : 'years'}`
}
