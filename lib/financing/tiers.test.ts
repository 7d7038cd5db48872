import { describe, expect, it } from 'vitest'
import { FINANCING_TEXT } from '@/content/financing'
import { calculateFinancing } from './calculator'
import { aprFor, bandFloorFor, qualificationsFor, toLenderTiers, type FinancingOptionRow } from './tiers'

const row = (over: Partial<FinancingOptionRow> & { name: string }): FinancingOptionRow => ({
  description: null,
  apr: 9,
  interestRate: null,
  creditScoreRequired: 650,
  ...over,
})

const namesFor = (tiers: ReturnType<typeof toLenderTiers>, band: number) =>
  calculateFinancing(
    { price: 45_000, downPercent: 20, termMonths: 120, creditBand: band },
    tiers,
  ).options.map((o) => o.name)

describe('the band of an option (spec 02 §9.1)', () => {
  it('720 and above, 650 to 719, below 650', () => {
    expect(bandFloorFor(850)).toBe(720)
    expect(bandFloorFor(720)).toBe(720)
    expect(bandFloorFor(719)).toBe(650)
    expect(bandFloorFor(650)).toBe(650)
    expect(bandFloorFor(649)).toBe(0)
    expect(bandFloorFor(300)).toBe(0)
  })

  it('an option without a required score serves the lowest band', () => {
    expect(bandFloorFor(null)).toBe(0)
  })

  it('places each row in its band, at the boundaries too', () => {
    const tiers = toLenderTiers([
      row({ name: 'At 720', creditScoreRequired: 720, apr: 6 }),
      row({ name: 'At 719', creditScoreRequired: 719, apr: 7 }),
      row({ name: 'At 650', creditScoreRequired: 650, apr: 8 }),
      row({ name: 'At 649', creditScoreRequired: 649, apr: 9 }),
    ])
    expect(tiers.map((t) => [t.minBand, t.options.map((o) => o.name)])).toEqual([
      [720, ['At 720']],
      [650, ['At 719', 'At 650']],
      [0, ['At 649']],
    ])
    expect(namesFor(tiers, 780)).toEqual(['At 720'])
    expect(namesFor(tiers, 720)).toEqual(['At 720'])
    expect(namesFor(tiers, 650)).toEqual(['At 719', 'At 650'])
    expect(namesFor(tiers, 580)).toEqual(['At 649'])
  })
})

describe('the rate and the qualifications of an option', () => {
  it('uses the APR, or the interest rate when the APR is not set', () => {
    expect(aprFor({ apr: 7.25, interestRate: 6.99 })).toBe(7.25)
    expect(aprFor({ apr: null, interestRate: 6.99 })).toBe(6.99)
    expect(aprFor({ apr: 0, interestRate: 6.99 })).toBe(0)
    expect(aprFor({ apr: null, interestRate: null })).toBeNull()
    const [prime] = toLenderTiers([
      row({ name: 'No APR', apr: null, interestRate: 6.5, creditScoreRequired: 760 }),
    ])
    expect(prime?.options).toEqual([{ name: 'No APR', apr: 6.5, qualifications: ['Credit score 760+'] }])
  })

  it('leaves out an option with neither an APR nor an interest rate', () => {
    const tiers = toLenderTiers([row({ name: 'No rate', apr: null, interestRate: null })])
    expect(tiers.flatMap((t) => t.options)).toEqual([])
  })

  it('splits the description on commas, semicolons and line breaks', () => {
    expect(
      qualificationsFor({
        description: 'credit score 720+, steady income;  low debt-to-income.\nPool specialist lender\r\n',
        creditScoreRequired: 720,
      }),
    ).toEqual(['Credit score 720+', 'Steady income', 'Low debt-to-income', 'Pool specialist lender'])
  })

  it('lists a repeated qualification once', () => {
    expect(
      qualificationsFor({ description: 'Steady income, steady income', creditScoreRequired: null }),
    ).toEqual(['Steady income'])
  })

  it('shows the required score when there is no description, and nothing without one', () => {
    expect(qualificationsFor({ description: null, creditScoreRequired: 680 })).toEqual(['Credit score 680+'])
    expect(qualificationsFor({ description: ' ;, ', creditScoreRequired: 680 })).toEqual([
      'Credit score 680+',
    ])
    expect(qualificationsFor({ description: null, creditScoreRequired: null })).toEqual([])
  })
})

describe('tiers for the calculator', () => {
  it('sorts by APR with Best Option and Limited Time as before', () => {
    const tiers = toLenderTiers([
      row({ name: 'High', apr: 12 }),
      row({ name: 'Promo', apr: 0 }),
      row({ name: 'Low', apr: 5.5 }),
    ])
    const { options } = calculateFinancing(
      { price: 24_000, downPercent: 0, termMonths: 48, creditBand: 650 },
      tiers,
    )
    expect(options.map((o) => [o.name, o.badges])).toEqual([
      ['Promo', ['Best Option', 'Limited Time']],
      ['Low', []],
      ['High', []],
    ])
  })

  it('keeps every band, so a band without options gives the empty list (and its notice)', () => {
    const tiers = toLenderTiers([row({ name: 'Prime only', creditScoreRequired: 740 })])
    expect(tiers.map((t) => t.minBand)).toEqual([720, 650, 0])
    expect(namesFor(tiers, 780)).toEqual(['Prime only'])
    expect(namesFor(tiers, 650)).toEqual([])
    expect(namesFor(tiers, 500)).toEqual([])
    expect(toLenderTiers([]).every((t) => t.options.length === 0)).toBe(true)
    expect(FINANCING_TEXT.emptyNotice).toMatch(/^No financing options available/)
  })
})
