import { describe, expect, it } from 'vitest'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import { DEMO_POOLS } from '@/lib/demo-data/pools'
import { poolHasSpa } from '@/lib/pools/types'
import { FINDER_QUESTIONS, parseFinderAnswers, type FinderAnswers } from './questions'
import {
  BUDGET_BOUNDS,
  comparablePrice,
  largestForYard,
  parseRecommendations,
  recommendPools,
  scorePool,
  sizeIndex,
  type ScorablePool,
} from './score'

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

/** The demo catalogue's active pools, as GET /api/pools gives them to the finder. */
const DEMO: ScorablePool[] = DEMO_POOLS.filter((row) => row.isActive !== false).map((row, i) => ({
  id: i + 1,
  name: row.name ?? '',
  shape: row.shape ?? null,
  sizeCategory: row.sizeCategory ?? null,
  length: row.lengthFt ?? null,
  width: row.widthFt ?? null,
  builtInSpa: row.builtInSpa ?? 'No',
  features: row.features ?? [],
  price: row.price ?? null,
  dimensions: row.dimensions ?? null,
}))
const byId = new Map(DEMO.map((p) => [p.id, p]))
const demoPool = (name: string) => DEMO.find((p) => p.name === name)

/** The test's own reading of the three musts. */
function meetsMusts(p: ScorablePool, a: FinderAnswers): boolean {
  const spaOk = a.spa === 'open' || poolHasSpa(p) === (a.spa === 'yes')
  const size = sizeIndex(p)
  const yardOk = size < 0 || size <= largestForYard(a.yard)
  const price = comparablePrice(p)
  const budgetOk = !price || price.amount <= BUDGET_BOUNDS[a.budget][1]
  return spaOk && yardOk && budgetOk
}

function recommendDemo(a: FinderAnswers) {
  return recommendPools(DEMO, a).map((r) => ({ ...r, pool: byId.get(r.poolId)! }))
}

const ALL_ANSWERS: FinderAnswers[] = (() => {
  let combos: Record<string, string>[] = [{}]
  for (const question of FINDER_QUESTIONS) {
    combos = combos.flatMap((combo) => question.options.map((o) => ({ ...combo, [question.id]: o.value })))
  }
  return combos as FinderAnswers[]
})()

describe('recommendPools on the demo catalogue', () => {
  it("'Yes, a spa' with $30-50k gives only spa pools within the budget (Marco, Palazzo)", () => {
    const result = recommendDemo(answers({ spa: 'yes', budget: 'under-50k', yard: 'average' }))
    const expected = DEMO.filter((p) => poolHasSpa(p) && p.price !== null && p.price <= 50_000).map(
      (p) => p.name,
    )
    expect(expected.sort()).toEqual(['Marco Plunge', 'Palazzo Plunge'])
    expect(result.map((r) => r.pool.name).sort()).toEqual(expected)
    for (const r of result) {
      expect(r.unmet).toBeUndefined()
      expect(r.reasons).toContain('Has the built-in spa you asked for')
      expect(r.reasons.some((reason) => reason.startsWith('Within your $30,000 - $50,000 budget'))).toBe(true)
    }
  })

  it('a $100k+ budget never puts a modest pool first: the most pool the yard takes leads', () => {
    for (const yard of ['large', 'estate'] as const) {
      for (const use of ['family', 'exercise', 'relaxation', 'entertaining'] as const) {
        const a = answers({ budget: '100k-plus', yard, use })
        const [best] = recommendDemo(a)
        const affordable = DEMO.filter((p) => meetsMusts(p, a) && p.price)
        const dearest = Math.max(...affordable.map((p) => p.price ?? 0))
        expect(best?.pool.price, `${yard}, ${use}`).toBeGreaterThanOrEqual(dearest * 0.8)
        expect(best?.pool.price, `${yard}, ${use}`).not.toBe(54_200)
      }
    }
  })

  it('a budget range ranks pools priced within it above cheaper ones', () => {
    const result = recommendDemo(answers({ budget: '75-100k', yard: 'estate', use: 'family' }))
    expect(result.length).toBe(3)
    for (const r of result) {
      expect(r.pool.price).toBeGreaterThanOrEqual(75_000)
      expect(r.pool.price).toBeLessThanOrEqual(100_000)
    }
  })

  it("'No spa' gives no spa pool and says so", () => {
    const result = recommendDemo(answers({ spa: 'no', budget: '75-100k', yard: 'estate', use: 'relaxation' }))
    expect(result.length).toBeGreaterThan(0)
    for (const r of result) {
      expect(poolHasSpa(r.pool)).toBe(false)
      expect(r.reasons).toContain('No spa: all the water for swimming, as you asked')
    }
  })

  it('a compact yard gets only plunge and small pools, whatever the budget', () => {
    for (const budget of ['under-50k', '50-75k', '75-100k', '100k-plus'] as const) {
      const result = recommendDemo(answers({ yard: 'compact', budget }))
      expect(result.length).toBeGreaterThan(0)
      for (const r of result) expect(['Plunge', 'Small']).toContain(r.pool.sizeCategory)
    }
  })

  it('lap swimmers with room get a long straight pool, and the reason says so', () => {
    const [best] = recommendDemo(
      answers({ use: 'exercise', yard: 'estate', budget: '50-75k', shape: 'geometric', spa: 'no' }),
    )
    expect(best?.pool.length).toBeGreaterThanOrEqual(30)
    expect(['Rectangle', 'Roman', 'Grecian', 'L-Shape']).toContain(best?.pool.shape)
    expect(best?.reasons.some((r) => /-foot straight run for swimming laps/.test(r))).toBe(true)
  })

  it('relaxing with a spa in a large yard on $50-75k: spa pools within budget, the spa in the reasons', () => {
    const result = recommendDemo(answers({ use: 'relaxation', yard: 'large', budget: '50-75k', spa: 'yes' }))
    expect(result.length).toBe(3)
    for (const r of result) {
      expect(poolHasSpa(r.pool)).toBe(true)
      expect(r.pool.price).toBeLessThanOrEqual(75_000)
      expect(r.reasons).toContain('Built-in spa for warm soaks')
    }
  })

  it('natural curves are preferred when pools with them meet the musts', () => {
    const result = recommendDemo(answers({ shape: 'curved', yard: 'large', budget: '50-75k' }))
    for (const r of result) expect(['Oval', 'Kidney', 'Freeform']).toContain(r.pool.shape)
  })

  it('entertaining on a very large lot leads with a large or extra-large pool', () => {
    const [best] = recommendDemo(answers({ use: 'entertaining', yard: 'estate', budget: '75-100k' }))
    expect(['Large', 'X-Large']).toContain(best?.pool.sizeCategory)
    expect(best?.reasons).toContain('Plenty of water for a crowd of guests')
  })

  it('family fun in an average yard on $50-75k gives medium pools within the budget', () => {
    const result = recommendDemo(answers({ use: 'family', yard: 'average', budget: '50-75k', spa: 'no' }))
    for (const r of result) {
      expect(r.pool.sizeCategory).toBe('Medium')
      expect(r.pool.price).toBeGreaterThanOrEqual(50_000)
      expect(r.reasons).toContain('Room for the whole family to swim and play')
    }
  })

  it('for every one of the 576 answer combinations, no must is contradicted while a pool meets them all', () => {
    expect(ALL_ANSWERS).toHaveLength(576)
    for (const a of ALL_ANSWERS) {
      const label = JSON.stringify(a)
      const result = recommendDemo(a)
      expect(result.length, label).toBeGreaterThan(0)
      const anyMeets = DEMO.some((p) => meetsMusts(p, a))
      if (!anyMeets) {
        for (const r of result) expect(r.unmet?.length, label).toBeGreaterThan(0)
        continue
      }
      for (const r of result) {
        expect(meetsMusts(r.pool, a), `${label}: ${r.pool.name}`).toBe(true)
        expect(r.unmet, label).toBeUndefined()
        // The reasons name the answers it meets: the yard, the spa when one was asked about, and
        // the budget when the pool has a price.
        expect(r.reasons.join(' | '), label).toMatch(/yard|lot/)
        if (a.spa !== 'open') expect(r.reasons.join(' | '), label).toMatch(/spa/i)
        if (r.pool.price) expect(r.reasons.join(' | '), label).toMatch(/budget/)
      }
      // Sorted by price band and then confidence; every confidence is a percentage.
      for (const r of result) {
        expect(r.confidence).toBeGreaterThanOrEqual(0)
        expect(r.confidence).toBeLessThanOrEqual(100)
      }
    }
  })
})

describe('recommendPools when no pool meets every answer', () => {
  it('shows the nearest, each saying which answer it misses, giving up the budget before the spa', () => {
    const spaOnlyDear = [cove, { ...family, id: 5, name: 'Dear Spa', builtInSpa: 'Yes', price: 58_000 }]
    const result = recommendPools(
      spaOnlyDear.map((p) => ({ ...p, builtInSpa: p.id === 2 ? 'No' : p.builtInSpa })),
      answers({ spa: 'yes', budget: 'under-50k' }),
    )
    expect(result[0]?.poolId).toBe(5)
    expect(result[0]?.unmet).toEqual(['Over your $30,000 - $50,000 budget (installed from $58,000)'])
    expect(result).toHaveLength(1)
  })

  it('gives up the spa before the yard', () => {
    const big = pool({ id: 6, name: 'Big Spa', sizeCategory: 'X-Large', builtInSpa: 'Yes', price: 60_000 })
    const result = recommendPools([big, family], answers({ spa: 'yes', yard: 'average' }))
    expect(result.map((r) => r.poolId)).toEqual([family.id])
    expect(result[0]?.unmet).toEqual(['No built-in spa'])
  })
})

describe('scorePool', () => {
  it('names every answer a pool meets', () => {
    const scored = scorePool(
      lap,
      answers({ use: 'exercise', yard: 'estate', budget: '75-100k', shape: 'geometric' }),
    )
    expect(scored.confidence).toBe(100)
    expect(scored.reasons).toEqual([
      "Sized right for a very large yard (14' x 40')",
      'Within your $75,000 - $100,000 budget (installed from $88,500)',
      'A 40-foot straight run for swimming laps',
      'Rectangle shape with the clean lines you like',
    ])
  })

  it('scores a missing spa as a miss when a spa is wanted', () => {
    const scored = scorePool(family, answers({ spa: 'yes' }))
    expect(scored.missed).toEqual(['spa'])
    expect(scored.unmet).toEqual(['No built-in spa'])
    expect(scored.score).toBeLessThan(scorePool(family, answers({ spa: 'no' })).score)
  })

  it("prices unpriced pools at their size's installed starting price, a floor only", () => {
    expect(comparablePrice(kidney)).toEqual({ amount: 54_200, published: false, sizeCategory: 'Large' })
    // Only a floor is known: it never 'fits' a budget, and above the range it misses it.
    const reasons = (budget: FinderAnswers['budget']) =>
      scorePool(kidney, answers({ budget, yard: 'estate' })).reasons
    expect(reasons('75-100k').join(' ')).not.toMatch(/budget/)
    expect(scorePool(kidney, answers({ budget: 'under-50k', yard: 'estate' })).unmet).toEqual([
      'Large pools start above your $30,000 - $50,000 budget (installed from $54,200)',
    ])
    expect(scorePool(kidney, answers({ budget: '50-75k', yard: 'estate' })).score).toBeLessThan(
      scorePool({ ...kidney, price: 54_200 }, answers({ budget: '50-75k', yard: 'estate' })).score,
    )
  })

  it('keeps the size order of the catalogue', () => {
    expect(
      POOL_SIZE_CATEGORIES.map((c) => sizeIndex({ sizeCategory: c, length: null, width: null })),
    ).toEqual([0, 1, 2, 3, 4])
    expect(demoPool('Marco Plunge')).toBeDefined()
  })

  it('returns at most the limit, sorted, each between 0 and 100', () => {
    const result = recommendPools(catalogue, answers({ yard: 'estate', budget: '100k-plus' }), 3)
    expect(result.length).toBeLessThanOrEqual(3)
    expect(recommendPools([], answers({}))).toEqual([])
  })
})

describe('stored values', () => {
  it('accepts only complete, known answers', () => {
    expect(parseFinderAnswers(answers({}))).toEqual(answers({}))
    expect(parseFinderAnswers({ ...answers({}), yard: 'galaxy' })).toBeNull()
    expect(parseFinderAnswers({ use: 'family' })).toBeNull()
    expect(parseFinderAnswers('nope')).toBeNull()
  })

  it('drops malformed stored recommendations and keeps the missed answers', () => {
    expect(
      parseRecommendations([
        { poolId: 1, confidence: 87.5, reasons: ['a', 3] },
        { poolId: 2, confidence: 40, reasons: ['b'], unmet: ['No built-in spa', 7] },
        { poolId: 'x', confidence: 1, reasons: [] },
        null,
      ]),
    ).toEqual([
      { poolId: 1, confidence: 87.5, reasons: ['a'] },
      { poolId: 2, confidence: 40, reasons: ['b'], unmet: ['No built-in spa'] },
    ])
    expect(parseRecommendations('junk')).toEqual([])
  })
})
