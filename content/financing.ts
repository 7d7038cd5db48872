/**
 * The financing calculator's constants (spec 02 §2.10, §4, §5, §9.1). Estimates only: the lenders
 * and rates are what the calculator offers, not a quote.
 */

export type CreditBand = { value: number; label: string; range: string }

/** Spec 02 §9.1: the credit bands offered, best first. */
export const CREDIT_BANDS: readonly CreditBand[] = [
  { value: 780, label: 'Excellent', range: '780+' },
  { value: 720, label: 'Very Good', range: '720-779' },
  { value: 650, label: 'Good', range: '650-719' },
  { value: 580, label: 'Fair', range: '580-649' },
  { value: 500, label: 'Poor', range: '500-579' },
]

/** Spec 02 §5 defaults, ranges and steps. */
export const CALCULATOR_DEFAULTS = {
  price: 45_000,
  downPercent: 20,
  termMonths: 120,
  creditBand: 650,
} as const

export const DOWN_PAYMENT_RANGE = { min: 0, max: 50, step: 5 } as const
export const TERM_RANGE = { min: 36, max: 180, step: 12 } as const
/** Upper bound of the price input: a residential pool project, with room to spare. */
export const MAX_PRICE_USD = 1_000_000

export type LenderOption = {
  name: string
  apr: number
  qualifications: readonly string[]
}

export type LenderTier = {
  /** The tier applies to a chosen credit band at or above this score. */
  minBand: number
  options: readonly LenderOption[]
}

/** Spec 02 §9.1: options offered per credit band, highest tier first. */
export const LENDER_TIERS: readonly LenderTier[] = [
  {
    minBand: 720,
    options: [
      {
        name: 'LightStream Home Improvement',
        apr: 6.99,
        qualifications: ['Credit score 720+', 'Steady income', 'Low debt-to-income'],
      },
      {
        name: 'Credit Union Pool Loan',
        apr: 7.49,
        qualifications: ['Credit union membership', 'Good payment history'],
      },
    ],
  },
  {
    minBand: 650,
    options: [
      {
        name: 'HFS Financial Pool Loan',
        apr: 8.99,
        qualifications: ['Credit score 650+', 'Stable employment', 'Pool specialist lender'],
      },
      {
        name: 'Personal Loan Option',
        apr: 11.99,
        qualifications: ['Credit score 650+', 'Income verification'],
      },
    ],
  },
  {
    minBand: 0,
    options: [
      {
        name: 'Secured Pool Financing',
        apr: 13.99,
        qualifications: ['Collateral required', 'Credit score 580+'],
      },
    ],
  },
]

/**
 * The preview under the credit range lists the lenders the calculation will offer for it, at the
 * same rates: the spec's separate preview list (LightStream, HFS, Acorn 9.99 %) named a lender and
 * a rate the results never showed (docs/decisions/facts-that-agree.md).
 */
export type LenderPreview = { name: string; apr: number }

export const FINANCING_TEXT = {
  heroTitle: 'Pool Financing Calculator',
  heroIntro:
    'See what your new pool could cost per month. Enter the price, choose a down payment, term and credit range, and compare estimated payments from pool lenders.',
  promptTitle: 'Ready to Calculate Your Payments?',
  promptText:
    'Adjust the pool price, down payment, loan term and credit range, then press Calculate Payments to compare estimated monthly payments.',
  calculate: 'Calculate Payments',
  bestOption: 'Best Option',
  limitedTime: 'Limited Time',
  emptyNotice:
    'No financing options available for the selected criteria. Try adjusting the down payment or loan term.',
  disclaimer:
    'These figures are estimates only, for planning purposes. We are not a lender and do not make credit decisions: rates, terms and approval are set by each lender and are subject to credit approval. We may be compensated through affiliate links when you apply with a lender we list.',
  priceRequired: 'Enter a pool price between $1 and $1,000,000 to calculate payments.',
} as const

/**
 * Spec 02 §2.10 marketing figures. The 'as low as' rate is not typed here: it is the lowest rate the
 * calculator offers (staff's financing options), so the claim and the results never differ; the
 * spec's 5.99 % was below every rate it offers (docs/decisions/facts-that-agree.md).
 */
export const FINANCING_CLAIMS = { maxTermYears: 15, approvalHours: 24 } as const

/** 'Pool loans as low as 6.99% APR …' from the lowest rate offered; without one, no rate is named. */
export function competitiveRatesText(lowestAprText: string | null): string {
  return lowestAprText
    ? `Pool loans as low as ${lowestAprText} APR with terms up to ${FINANCING_CLAIMS.maxTermYears} years, from lenders who know pool projects.`
    : `Pool loans with terms up to ${FINANCING_CLAIMS.maxTermYears} years, from lenders who know pool projects.`
}

/** Spec 02 §2.10: the three benefit cards (the second's text: competitiveRatesText). */
export const FINANCING_BENEFITS = [
  {
    title: 'Smart Calculations',
    text: 'Standard amortization on your exact price, down payment and term, so you see the monthly payment, total cost and total interest side by side.',
  },
  {
    title: 'Competitive Rates',
    text: competitiveRatesText(null),
  },
  {
    title: 'Quick Approval',
    text: `Many homeowners get pre-approved in as little as ${FINANCING_CLAIMS.approvalHours} hours, before the design is even final.`,
  },
] as const
