import { describe, expect, it } from 'vitest'
import { CALCULATOR_DEFAULTS, FINANCING_TEXT, LENDER_TIERS, type LenderTier } from '@/content/financing'
import {
  calculateFinancing,
  calculablePrice,
  formatApr,
  formatCurrency,
  formatTermYears,
  lenderPreviewForBand,
  lowestAprText,
  loanAmount,
  monthlyPayment,
} from './calculator'

/** The amortization formula written out independently of the module under test. */
function expectedMonthly(amount: number, apr: number, months: number) {
  const r = apr / 1200
  return Math.round((amount * r) / (1 - (1 + r) ** -months))
}

describe('loan amount and monthly payment', () => {
  it('takes the down payment percent off the price', () => {
    expect(loanAmount(45_000, 20)).toBe(36_000)
    expect(loanAmount(45_000, 0)).toBe(45_000)
    expect(loanAmount(80_000, 50)).toBe(40_000)
  })

  it('pins the spec defaults at 8.99%: $36,000 over 120 months is $456 a month', () => {
    expect(expectedMonthly(36_000, 8.99, 120)).toBe(456)
    expect(monthlyPayment(36_000, 8.99, 120)).toBe(456)
  })

  it('rounds to a whole dollar, up and down', () => {
    // 36,000 at 6.99% over 120 months is 417.99… → 418; at 7.49% it is 427.33… → 427.
    expect(monthlyPayment(36_000, 6.99, 120)).toBe(418)
    expect(monthlyPayment(36_000, 7.49, 120)).toBe(427)
    expect(Number.isInteger(monthlyPayment(12_345, 11.99, 84))).toBe(true)
    for (const [amount, apr, months] of [
      [36_000, 11.99, 120],
      [45_000, 13.99, 180],
      [10_000, 6.99, 36],
    ] as const) {
      expect(monthlyPayment(amount, apr, months)).toBe(expectedMonthly(amount, apr, months))
    }
  })

  it('divides by the months when the rate is zero', () => {
    expect(monthlyPayment(36_000, 0, 120)).toBe(300)
    expect(monthlyPayment(10_000, 0, 36)).toBe(278) // 277.78 rounded
  })
})

describe('options per credit band', () => {
  const base = { price: 45_000, downPercent: 20, termMonths: 120 }

  it('720 and above: LightStream 6.99% and Credit Union 7.49%', () => {
    for (const band of [720, 780]) {
      const { options } = calculateFinancing({ ...base, creditBand: band })
      expect(options.map((o) => [o.name, o.apr])).toEqual([
        ['LightStream Home Improvement', 6.99],
        ['Credit Union Pool Loan', 7.49],
      ])
    }
    const [lightStream] = calculateFinancing({ ...base, creditBand: 720 }).options
    expect(lightStream).toMatchObject({
      monthlyPayment: 418,
      termMonths: 120,
      totalPayment: 418 * 120,
      totalInterest: 418 * 120 - 36_000,
      qualifications: ['Credit score 720+', 'Steady income', 'Low debt-to-income'],
    })
  })

  it('650 to 719: HFS Financial 8.99% and Personal Loan 11.99%, with the pinned totals', () => {
    const { loanAmount: amount, downPayment, options } = calculateFinancing({ ...base, creditBand: 650 })
    expect(amount).toBe(36_000)
    expect(downPayment).toBe(9_000)
    expect(options.map((o) => o.name)).toEqual(['HFS Financial Pool Loan', 'Personal Loan Option'])
    expect(options[0]).toMatchObject({
      apr: 8.99,
      monthlyPayment: 456,
      totalPayment: 54_720,
      totalInterest: 18_720,
    })
    const personal = expectedMonthly(36_000, 11.99, 120)
    expect(options[1]).toMatchObject({
      apr: 11.99,
      monthlyPayment: personal,
      totalPayment: personal * 120,
      totalInterest: personal * 120 - 36_000,
      qualifications: ['Credit score 650+', 'Income verification'],
    })
  })

  it('below 650: Secured Pool Financing 13.99% only', () => {
    for (const band of [580, 500]) {
      const { options } = calculateFinancing({ ...base, creditBand: band })
      expect(options).toHaveLength(1)
      expect(options[0]).toMatchObject({
        name: 'Secured Pool Financing',
        apr: 13.99,
        monthlyPayment: expectedMonthly(36_000, 13.99, 120),
        qualifications: ['Collateral required', 'Credit score 580+'],
      })
    }
  })

  it('no band chosen calculates as 650', () => {
    expect(CALCULATOR_DEFAULTS.creditBand).toBe(650)
    const none = calculateFinancing({ ...base, creditBand: null })
    expect(none).toEqual(calculateFinancing({ ...base, creditBand: 650 }))
  })
})

describe('sorting and badges', () => {
  const tiers: LenderTier[] = [
    {
      minBand: 0,
      options: [
        { name: 'High', apr: 12.5, qualifications: [] },
        { name: 'Promo', apr: 0, qualifications: ['Promotional period'] },
        { name: 'Low', apr: 5.5, qualifications: [] },
      ],
    },
  ]

  it('sorts by APR ascending; the first is the Best Option; APR 0 is Limited Time', () => {
    const { options } = calculateFinancing(
      { price: 24_000, downPercent: 0, termMonths: 48, creditBand: 700 },
      tiers,
    )
    expect(options.map((o) => o.name)).toEqual(['Promo', 'Low', 'High'])
    expect(options.map((o) => o.badges)).toEqual([['Best Option', 'Limited Time'], [], []])
    expect(options[0]).toMatchObject({ monthlyPayment: 500, totalPayment: 24_000, totalInterest: 0 })
  })

  it('never shows negative interest when the payment is rounded down to the dollar', () => {
    // 100 / 48 = 2.08 a month rounds to $2: $96 in all, $4 less than the loan.
    const promo = calculateFinancing({ price: 100, downPercent: 0, termMonths: 48, creditBand: 700 }, tiers)
    expect(promo.options[0]).toMatchObject({
      name: 'Promo',
      monthlyPayment: 2,
      totalPayment: 96,
      totalInterest: 0,
    })
    // A $1 pool at 15 years: a payment of $0.01 rounds to $0.
    const tiny = calculateFinancing({ price: 1, downPercent: 0, termMonths: 180, creditBand: 700 }, tiers)
    expect(tiny.options.map((o) => o.totalInterest)).toEqual([0, 0, 0])
  })

  it('the lowest APR carries Best Option for the real table', () => {
    const { options } = calculateFinancing({
      price: 60_000,
      downPercent: 10,
      termMonths: 180,
      creditBand: 780,
    })
    expect(options[0]?.badges).toEqual(['Best Option'])
    expect(options[1]?.badges).toEqual([])
  })

  it('gives an empty list when no lender serves the band', () => {
    const result = calculateFinancing({ price: 45_000, downPercent: 20, termMonths: 120, creditBand: 500 }, [
      { minBand: 720, options: [{ name: 'Only prime', apr: 6, qualifications: [] }] },
    ])
    expect(result.options).toEqual([])
    expect(FINANCING_TEXT.emptyNotice).toBe(
      'No financing options available for the selected criteria. Try adjusting the down payment or loan term.',
    )
  })
})

describe('preview list, guards and formats', () => {
  it('shows the lender preview by band', () => {
    // The preview lists exactly the lenders the calculation offers for the band, at their rates.
    for (const band of [780, 720, 650, 580, 500]) {
      expect(lenderPreviewForBand(band)).toEqual(
        calculateFinancing({ price: 50_000, downPercent: 20, termMonths: 120, creditBand: band })
          .options.map(({ name, apr }) => ({ name, apr }))
          .sort((a, b) => a.apr - b.apr),
      )
    }
    expect(lenderPreviewForBand(650).map((l) => `${l.name} ${l.apr}`)).toEqual([
      'HFS Financial Pool Loan 8.99',
      'Personal Loan Option 11.99',
    ])
    // 'As low as' is the lowest rate offered.
    expect(lowestAprText(LENDER_TIERS)).toBe('6.99%')
    expect(lowestAprText([])).toBeNull()
  })

  it('refuses an empty, zero or negative price, and one that rounds to zero dollars', () => {
    expect(calculablePrice(0)).toBeNull()
    expect(calculablePrice(null)).toBeNull()
    expect(calculablePrice(Number.NaN)).toBeNull()
    expect(calculablePrice(-5)).toBeNull()
    expect(calculablePrice(0.4)).toBeNull()
    expect(calculablePrice(1_000_000.4)).toBe(1_000_000)
    expect(calculablePrice(1_000_001)).toBeNull()
  })

  it('calculates with the price rounded to whole dollars', () => {
    expect(calculablePrice(1)).toBe(1)
    expect(calculablePrice(0.5)).toBe(1)
    expect(calculablePrice(45_000.5)).toBe(45_001)
  })

  it('formats USD without decimals, APR with two and the term in years', () => {
    expect(formatCurrency(54_720)).toBe('$54,720')
    expect(formatCurrency(417.6)).toBe('$418')
    expect(formatApr(6.99)).toBe('6.99%')
    expect(formatApr(0)).toBe('0.00%')
    expect(formatApr(12.5)).toBe('12.50%')
    expect(formatTermYears(120)).toBe('10 years')
    expect(formatTermYears(12)).toBe('1 year')
    expect(formatTermYears(180)).toBe('15 years')
  })
})
