/**
 * One price story across the site (docs/decisions/one-installed-price-story.md): the demo pools,
 * stored and read back through the query the pages use, against the home teaser's size prices
 * (the same constants and function the teaser renders with), the packages page's 'from' price
 * and the pool finder's budget reasons.
 */
import { describe, expect, it } from 'vitest'
import { PRICING } from '@/content/marketing'
import { POOL_SIZES } from '@/content/pricing'
import { formatUsd } from '@/lib/format'
import { poolPriceText } from '@/lib/pools/price-wording'
import { teaserPoolsBySize } from '@/lib/pools/home'
import { teaserPrice } from '@/lib/pools/pricing'
import { getActivePools } from '@/lib/pools/queries'
import { answerLabel, FINDER_QUESTIONS, type FinderAnswers } from '@/lib/recommendations/questions'
import { scorePool } from '@/lib/recommendations/score'
import { pools } from '@/db/schema'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedDemoData } from './index'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const BUDGETS = (FINDER_QUESTIONS.find((q) => q.id === 'budget')?.options ?? []).map(
  (o) => o.value as FinderAnswers['budget'],
)

const withBudget = (budget: FinderAnswers['budget']): FinderAnswers => ({
  use: 'family',
  yard: 'average',
  budget,
  spa: 'open',
  shape: 'any',
})

describe('demo prices against the teaser, the packages page and the finder', () => {
  it('starts each size exactly at the teaser price and prices no pool of that size below it', async () => {
    await seedDemoData(db())
    const active = await getActivePools()
    const stored = await db().select().from(pools)
    for (const size of POOL_SIZES) {
      const teaser = teaserPrice(POOL_SIZES, size.name)
      expect(teaser, size.name).not.toBeNull()
      const priced = (rows: { sizeCategory: string | null; price: number | null }[]) =>
        rows.filter((p) => p.sizeCategory === size.name).flatMap((p) => (p.price ? [p.price] : []))
      // Inactive pools too: staff may switch one back on.
      for (const price of priced(stored)) expect(price, size.name).toBeGreaterThanOrEqual(teaser ?? Infinity)
      expect(Math.min(...priced(active)), size.name).toBe(teaser)
    }
  })

  it("shows the pool that makes each size's 'from' price true among the teaser's recommendations", async () => {
    const bySize = teaserPoolsBySize(
      await getActivePools(),
      POOL_SIZES.map((s) => s.name),
    )
    for (const size of POOL_SIZES) {
      const shown = (bySize[size.name] ?? []).map((p) => p.price)
      // The first pool listed is the one the price buys (the teaser names it under the price).
      expect(shown[0], size.name).toBe(teaserPrice(POOL_SIZES, size.name))
      expect(shown, size.name).toEqual([...shown].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)))
    }
  })

  it("makes the packages page's 'Pools starting at $42k' the cheapest pool, in thousands", async () => {
    const cheapest = Math.min(...(await getActivePools()).flatMap((p) => (p.price ? [p.price] : [])))
    expect(Math.floor(cheapest / 1000) * 1000).toBe(PRICING.poolsFromUsd)
  })

  it("judges the finder's budget on the installed price each card shows, and quotes that price", async () => {
    const active = await getActivePools()
    expect(BUDGETS).toHaveLength(4)
    let fits = 0
    for (const pool of active.filter((p) => p.price)) {
      const price = pool.price ?? 0
      const amount = formatUsd(price)
      expect(poolPriceText(pool.price)).toBe(`Installed from ${amount}`)
      for (const budget of BUDGETS) {
        const label = answerLabel('budget', budget)
        const reasons = scorePool(pool, withBudget(budget)).reasons
        const fitReason = `Within your ${label} budget (installed from ${amount})`
        const [min, max] = budgetBounds(label)
        if (price >= min && price <= max) {
          fits++
          expect(reasons, `${pool.name} in ${label}`).toContain(fitReason)
        } else {
          expect(
            reasons.filter((r) => r.startsWith(`Within your ${label}`)),
            `${pool.name} in ${label}`,
          ).toEqual([])
        }
      }
    }
    expect(fits).toBeGreaterThan(0)
    // A pool on request has no installed price to fit a budget with.
    for (const pool of active.filter((p) => !p.price)) {
      for (const budget of BUDGETS) {
        const claims = scorePool(pool, withBudget(budget)).reasons.filter((r) =>
          /^(Within|Comes in under) your/.test(r),
        )
        expect(claims, pool.name).toEqual([])
      }
    }
  })
})

/** '$30,000 - $50,000' → [30000, 50000]; '$100,000+' → [100000, Infinity]: read from the label shown. */
function budgetBounds(label: string): [number, number] {
  const [low = 0, high = Infinity] = label.match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ''))) ?? []
  return [low, label.endsWith('+') ? Infinity : high]
}
