import { describe, expect, it } from 'vitest'
import { parseFinderAnswers, type FinderAnswers } from './questions'
import { comparablePrice, parseRecommendations, recommendPools, scorePool, type ScorablePool } from './score'

function pool(overrides: Partial<ScorablePool> & Pick<ScorablePool, 'id' | 'name'>): ScorablePool {
  return {
    shape: 'Rectangle',
    sizeCategory: 'Medium',
    length: 32,
    width: 16,
    builtInSpa: 'No',
    features: [],
    price: 60_000,
    dimensions: "16' x 32'",
    ...overrides,
  }
}

const lap = pool({
  id: 1,
  name: 'Olympia Lap',
  sizeCategory: 'X-Large',
  length: 40,
  width: 14,
  price: 88_500,
  dimensions: "14' x 40'",
})
const cove = pool({
  id: 2,
  name: 'Cove Spa',
  shape: 'Freeform',
  sizeCategory: 'Small',
  length: 24,
  width: 12,
  builtInSpa: 'Yes',
  price: 47_900,
  dimensions: "12' x 24'",
})
const family = pool({ id: 3, name: 'Captiva', features: ['Tanning ledge for two loungers'], price: 61_900 })
const kidney = pool({
  id: 4,
  name: 'Bahama',
  shape: 'Kidney',
  sizeCategory: 'Large',
  length: 36,
  width: 18,
  price: null,
  dimensions: "18' x 36'",
})
const catalogue = [lap, cove, family, kidney]

const answers = (overrides: Partial<FinderAnswers>): FinderAnswers => ({
  use: 'family',
  yard: 'average',
  budget: '50-75k',
  spa: 'open',
  shape: 'any',
  ...overrides,
})

describe('recommendPools', () => {
  it('puts a long straight pool first for lap swimmers with room and budget', () => {
    const [best] = recommendPools(
      catalogue,
      answers({ use: 'exercise', yard: 'estate', budget: '75-100k', shape: 'geometric' }),
    )
    expect(best?.poolId).toBe(lap.id)
    expect(best?.confidence).toBe(100)
    expect(best?.reasons).toEqual([
      "Sized right for a very large yard (14' x 40')",
      'A 40-foot straight run for swimming laps',
      'Fits your $75,000 - $100,000 budget (installed from $88,500)',
      'Rectangle shape with the clean lines you like',
    ])
  })

  it('recommends the spa pool for relaxing in a compact yard', () => {
    const result = recommendPools(
      catalogue,
      answers({ use: 'relaxation', yard: 'compact', budget: 'under-50k', spa: 'yes', shape: 'curved' }),
    )
    expect(result[0]?.poolId).toBe(cove.id)
    expect(result[0]?.reasons).toContain('Has the built-in spa you asked for')
    expect(result[0]?.reasons).toContain('Built-in spa for warm soaks')
    expect(result[0]?.confidence).toBeGreaterThan(result[1]?.confidence ?? 100)
  })

  it('changes the order when the answers change', () => {
    const a = recommendPools(catalogue, answers({ yard: 'average' }), 4).map((r) => r.poolId)
    const b = recommendPools(
      catalogue,
      answers({ yard: 'estate', use: 'entertaining', budget: '100k-plus' }),
      4,
    ).map((r) => r.poolId)
    expect(a[0]).toBe(family.id)
    expect(b[0]).not.toBe(family.id)
    expect(a).not.toEqual(b)
  })

  it('returns at most the limit, sorted by confidence, each between 0 and 100', () => {
    const result = recommendPools(catalogue, answers({}), 3)
    expect(result).toHaveLength(3)
    for (const r of result) {
      expect(r.confidence).toBeGreaterThanOrEqual(0)
      expect(r.confidence).toBeLessThanOrEqual(100)
      expect(r.reasons.length).toBeGreaterThan(0)
    }
    expect([...result].sort((x, y) => y.confidence - x.confidence)).toEqual(result)
    expect(recommendPools([], answers({}))).toEqual([])
  })

  it('penalises a missing spa when a spa is wanted', () => {
    expect(scorePool(family, answers({ spa: 'yes' })).score).toBeLessThan(
      scorePool(family, answers({ spa: 'no' })).score,
    )
  })

  it("prices unpriced pools at their size's installed starting price", () => {
    expect(comparablePrice(kidney)).toEqual({ amount: 54_200, published: false, sizeCategory: 'Large' })
    expect(scorePool(kidney, answers({ budget: '50-75k' })).reasons).toContain(
      'Large pools start within your $50,000 - $75,000 budget (installed from $54,200)',
    )
    // Only a floor is known: it never 'fits' or 'comes in under' a budget, and ranks below a
    // priced pool that fits.
    const reasons = (budget: FinderAnswers['budget']) => scorePool(kidney, answers({ budget })).reasons
    expect(reasons('75-100k').join(' ')).not.toMatch(/budget/)
    expect(reasons('under-50k').join(' ')).not.toMatch(/budget/)
    expect(scorePool(kidney, answers({ budget: '50-75k' })).score).toBeLessThan(
      scorePool({ ...kidney, price: 54_200 }, answers({ budget: '50-75k' })).score,
    )
  })
})

describe('stored values', () => {
  it('accepts only complete, known answers', () => {
    expect(parseFinderAnswers(answers({}))).toEqual(answers({}))
    expect(parseFinderAnswers({ ...answers({}), yard: 'galaxy' })).toBeNull()
    expect(parseFinderAnswers({ use: 'family' })).toBeNull()
    expect(parseFinderAnswers('nope')).toBeNull()
  })

  it('drops malformed stored recommendations', () => {
    expect(
      parseRecommendations([
        { poolId: 1, confidence: 87.5, reasons: ['a', 3] },
        { poolId: 'x', confidence: 1, reasons: [] },
        null,
      ]),
    ).toEqual([{ poolId: 1, confidence: 87.5, reasons: ['a'] }])
    expect(parseRecommendations('junk')).toEqual([])
  })
})
