/** The lenders of the financing calculator (spec 02 §9.1). Estimates only; rates change. */
import type { financingOptions } from '@/db/schema'

type FinancingInsert = typeof financingOptions.$inferInsert

export function demoFinancingOptions(now: Date): FinancingInsert[] {
  const lastRateUpdate = new Date(now.getTime() - 14 * 24 * 60 * 60 * 1000)
  const option = (o: Omit<FinancingInsert, 'apr' | 'isActive' | 'lastRateUpdate'>): FinancingInsert => ({
    ...o,
    apr: o.interestRate,
    isActive: true,
    lastRateUpdate,
  })
  return [
    option({
      name: 'LightStream Home Improvement',
      lender: 'LightStream',
      description:
        'Unsecured home-improvement loan with no fees, for borrowers with a steady income and low debt-to-income.',
      interestRate: 6.99,
      loanTermMonths: 84,
      creditScoreRequired: 720,
      url: 'https://www.lightstream.com',
    }),
    option({
      name: 'Credit Union Pool Loan',
      lender: 'Local credit union',
      description: 'Pool loan for credit union members with a good payment history; membership is required.',
      interestRate: 7.49,
      loanTermMonths: 120,
      creditScoreRequired: 720,
      url: null,
    }),
    option({
      name: 'HFS Financial Pool Loan',
      lender: 'HFS Financial',
      description: 'Pool specialist lender for borrowers with stable employment and terms up to 10 years.',
      interestRate: 8.99,
      loanTermMonths: 120,
      creditScoreRequired: 650,
      url: 'https://www.hfsfinancial.net',
    }),
    option({
      name: 'Acorn Finance',
      lender: 'Acorn Finance',
      description: 'Marketplace that compares offers from several lenders with a soft credit check.',
      interestRate: 9.99,
      loanTermMonths: 144,
      creditScoreRequired: 580,
      url: 'https://www.acornfinance.com',
    }),
    option({
      name: 'Personal Loan Option',
      lender: 'Personal loan',
      description: 'Unsecured personal loan with income verification, for credit scores of 650 and above.',
      interestRate: 11.99,
      loanTermMonths: 84,
      creditScoreRequired: 650,
      url: null,
    }),
    option({
      name: 'Secured Pool Financing',
      lender: 'Secured lender',
      description: 'Loan secured by collateral such as home equity, available from a credit score of 580.',
      interestRate: 13.99,
      loanTermMonths: 180,
      creditScoreRequired: 580,
      url: null,
    }),
  ]
}
