/**
 * The lenders of the financing calculator (spec 02 §9.1). Estimates only; rates change. The active
 * options are what the calculator offers: each serves the band its required score falls in, and its
 * description, split on commas, gives the qualifications shown (lib/financing/tiers.ts).
 */
import type { financingOptions } from '@/db/schema'

type FinancingInsert = typeof financingOptions.$inferInsert

export function demoFinancingOptions(now: Date): FinancingInsert[] {
  const lastRateUpdate = new Date(now.getTime() - 14 * 24 * 60 * 60 * 1000)
  const option = (o: Omit<FinancingInsert, 'apr' | 'lastRateUpdate'>): FinancingInsert => ({
    isActive: true,
    ...o,
    apr: o.interestRate,
    lastRateUpdate,
  })
  return [
    option({
      name: 'LightStream Home Improvement',
      lender: 'LightStream',
      description: 'Credit score 720+, steady income, low debt-to-income',
      interestRate: 6.99,
      loanTermMonths: 84,
      creditScoreRequired: 720,
      url: 'https://www.lightstream.com',
    }),
    option({
      name: 'Credit Union Pool Loan',
      lender: 'Local credit union',
      description: 'Credit union membership, good payment history',
      interestRate: 7.49,
      loanTermMonths: 120,
      creditScoreRequired: 720,
      url: null,
    }),
    option({
      name: 'HFS Financial Pool Loan',
      lender: 'HFS Financial',
      description: 'Credit score 650+, stable employment, pool specialist lender',
      interestRate: 8.99,
      loanTermMonths: 120,
      creditScoreRequired: 650,
      url: 'https://www.hfsfinancial.net',
    }),
    option({
      name: 'Acorn Finance',
      lender: 'Acorn Finance',
      description: 'Compares offers from several lenders, soft credit check',
      interestRate: 9.99,
      loanTermMonths: 144,
      creditScoreRequired: 580,
      url: 'https://www.acornfinance.com',
      // In the calculator's lender preview, but not an option it offers (below 650 is secured only).
      isActive: false,
    }),
    option({
      name: 'Personal Loan Option',
      lender: 'Personal loan',
      description: 'Credit score 650+, income verification',
      interestRate: 11.99,
      loanTermMonths: 84,
      creditScoreRequired: 650,
      url: null,
    }),
    option({
      name: 'Secured Pool Financing',
      lender: 'Secured lender',
      description: 'Collateral required, credit score 580+',
      interestRate: 13.99,
      loanTermMonths: 180,
      creditScoreRequired: 580,
      url: null,
    }),
  ]
}
