import { describe, expect, it } from 'vitest'
import { factProblems } from './facts'

const context = { lowestApr: '6.99%', aprs: ['6.99%', '7.49%', '8.99%', '11.99%', '13.99%'] }
const problems = (text: string) => factProblems(text, context)

describe('factProblems finds each contradiction issue 33 found', () => {
  it('accepts the figures as the site states them', () => {
    expect(
      problems(
        [
          'Most pools take 7-14 days on site; 4-15 days on site with the size. Days 10-14 Start-up · 2-5 days.',
          'Within 45 days of permit approval and shell delivery. A typical installation takes about 2 weeks on site.',
          'Happy customers since 1956\n5000+',
          'Five-star reviews\n90+',
          'Our 30-year limited surface warranty, 25-year structural on Elite, 20-year structural on Classic, 1-year workmanship, 10-year resurfacing.',
          'Pool loans as low as 6.99% APR. HFS Financial Pool Loan 8.99% APR.',
          'County permits typically cost $1,500 to $3,000 when you buy them separately. Permits and inspections are included in our all-inclusive price.',
          'Resurfacing in 5 to 7 days.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('flags installation, customer, warranty, rate and permit figures that differ', () => {
    expect(problems('Installed in 10-21 days.')).not.toEqual([])
    expect(problems('from 60 days after permit approval')).not.toEqual([])
    expect(problems('about 3 weeks')).not.toEqual([])
    expect(problems('Happy customers\n90+')).not.toEqual([])
    expect(problems('90+ happy customers')).not.toEqual([])
    expect(problems('Five-star reviews\n95+')).not.toEqual([])
    expect(problems('A 40-year structural warranty')).not.toEqual([])
    expect(problems('as low as 5.99% APR')).not.toEqual([])
    expect(problems('Acorn Finance 9.99% APR')).not.toEqual([])
    expect(problems('County permits, drawings and inspections typically add $1,500 to $3,000.')).toHaveLength(
      1,
    )
  })
})
