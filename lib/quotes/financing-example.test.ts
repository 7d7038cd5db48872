import { describe, expect, it } from 'vitest'
import { calculateFinancing } from '@/lib/financing/calculator'
import { financingExample } from './financing-example'

describe('financing example', () => {
  it('follows the calculator: 20 % down, 120 months, band 650 gives HFS at 8.99 %', () => {
    const example = financingExample(4_500_000, { downPercent: 20, termMonths: 120, creditBand: 650 })
    const calculator = calculateFinancing({
      price: 45_000,
      downPercent: 20,
      termMonths: 120,
      creditBand: 650,
    })
    expect(example).toEqual({
      downPercent: 20,
      termMonths: 120,
      creditBand: 650,
      loanAmountCents: 3_600_000,
      downPaymentCents: 900_000,
      lender: 'HFS Financial Pool Loan',
      apr: 8.99,
      monthlyPaymentCents: (calculator.options[0]?.monthlyPayment ?? 0) * 100,
      totalPaymentCents: (calculator.options[0]?.totalPayment ?? 0) * 100,
    })
    expect(example?.monthlyPaymentCents).toBe(45_600) // $456 a month, whole dollars as the calculator
  })

  it('rounds the total to whole dollars as the calculator does, and picks the band’s best lender', () => {
    const example = financingExample(4_519_950, { downPercent: 0, termMonths: 180, creditBand: 780 })
    expect(example?.loanAmountCents).toBe(4_520_000)
    expect(example?.lender).toBe('LightStream Home Improvement')
    expect(financingExample(4_519_950, { downPercent: 10, termMonths: 60, creditBand: 500 })?.apr).toBe(13.99)
  })

  it('gives no example for a zero total', () => {
    expect(financingExample(0, { downPercent: 20, termMonths: 120, creditBand: 650 })).toBeNull()
    expect(financingExample(40, { downPercent: 20, termMonths: 120, creditBand: 650 })).toBeNull()
  })
})
