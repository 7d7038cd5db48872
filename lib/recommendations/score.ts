/**
 * Pool-finder scoring: matches the catalogue against the five answers and explains the result
 * (docs/decisions/0065-pool-finder.md, docs/decisions/finder-honours-every-answer.md).
 *
 * Three answers are musts, which a recommendation never contradicts while a pool meets them all:
 * the spa ('Yes, a spa' needs one, 'No spa' wants none), the yard (the pool is no larger than the
 * yard takes) and the budget (the installed price is not above the range). Only when no pool
 * meets every must are the nearest shown, each saying which answer it misses (`unmet`), giving up
 * the budget before the spa and the spa before the yard.
 *
 * Among the pools that meet the musts, one priced within the budget range ranks above one under
 * it (a $100k+ budget buys the most pool, not the cheapest), and one with a price above one whose
 * price is given on request; then each answer's part score between
 * 0 and 1, weighted, orders them and is the match confidence (0-100). Reasons name every answer a
 * pool meets.
 */
import { compareText } from '@/lib/format'
import { priceForSize, POOL_SIZE_CATEGORIES, type PoolSizeCategory } from '@/content/pricing'
import { finderPriceText } from '@/lib/pools/price-wording'
import { poolHasSpa, type Pool } from '@/lib/pools/types'
import { answerLabel, type FinderAnswers } from './questions'

/**
 * A recommendation as stored in session storage (spec 01 §3 AI recommendation: poolId, confidence,
 * reasons). `unmet`: the answers it misses, only when no pool meets every must.
 */
export type Recommendation = { poolId: number; confidence: number; reasons: string[]; unmet?: string[] }

export type ScorablePool = Pick<
  Pool,
  | 'id'
  | 'name'
  | 'shape'
  | 'sizeCategory'
  | 'length'
  | 'width'
  | 'builtInSpa'
  | 'features'
  | 'price'
  | 'dimensions'
>

export const FINDER_RESULT_LIMIT = 3

export const WEIGHTS = { yard: 0.25, budget: 0.25, use: 0.2, spa: 0.2, shape: 0.1 } as const

/** The sizes that suit each yard best; anything smaller fits too, anything larger does not. */
const YARD_FIT: Record<FinderAnswers['yard'], PoolSizeCategory[]> = {
  compact: ['Plunge', 'Small'],
  average: ['Small', 'Medium'],
  large: ['Medium', 'Large'],
  estate: ['Large', 'X-Large'],
}

const YARD_TEXT: Record<FinderAnswers['yard'], string> = {
  compact: 'a compact yard',
  average: 'an average Florida lot',
  large: 'a large yard',
  estate: 'a very large yard',
}

export const BUDGET_BOUNDS: Record<FinderAnswers['budget'], [number, number]> = {
  'under-50k': [30_000, 50_000],
  '50-75k': [50_000, 75_000],
  '75-100k': [75_000, 100_000],
  '100k-plus': [100_000, Infinity],
}

const GEOMETRIC = ['rectangle', 'roman', 'grecian', 'l-shape']
const CURVED = ['oval', 'kidney', 'freeform']

/** A must an answer sets, in the order they are given up when no pool meets them all (last first). */
export type Must = 'yard' | 'spa' | 'budget'
const GIVE_UP_COST: Record<Must, number> = { budget: 1, spa: 2, yard: 4 }

type Part = { score: number; reason?: string; unmet?: string }

/** How a pool's price stands against the budget: 0 within the range, 1 under it, 2 unknown. */
type BudgetTier = 0 | 1 | 2

export function sizeIndex(pool: Pick<ScorablePool, 'sizeCategory' | 'length' | 'width'>): number {
  const i = POOL_SIZE_CATEGORIES.findIndex((c) => c.toLowerCase() === pool.sizeCategory?.toLowerCase())
  if (i >= 0) return i
  // No category: judge by length, using the size table's lengths (12, 24, 32, 36, 40 ft).
  const length = Math.max(pool.length ?? 0, pool.width ?? 0)
  if (!length) return -1
  if (length < 18) return 0
  if (length < 28) return 1
  if (length < 34) return 2
  if (length < 38) return 3
  return 4
}

function has(pool: ScorablePool, pattern: RegExp): boolean {
  return pool.features.some((f) => pattern.test(f))
}

/** The largest size a yard takes (its index in POOL_SIZE_CATEGORIES). */
export function largestForYard(yard: FinderAnswers['yard']): number {
  return Math.max(...YARD_FIT[yard].map((c) => POOL_SIZE_CATEGORIES.indexOf(c)))
}

function yardPart(pool: ScorablePool, yard: FinderAnswers['yard']): Part {
  const index = sizeIndex(pool)
  if (index < 0) return { score: 0.5 }
  const size = pool.dimensions ? ` (${pool.dimensions})` : ''
  const largest = largestForYard(yard)
  if (index > largest) return { score: 0, unmet: `Larger than ${YARD_TEXT[yard]} usually takes${size}` }
  const smallest = Math.min(...YARD_FIT[yard].map((c) => POOL_SIZE_CATEGORIES.indexOf(c)))
  if (index >= smallest) return { score: 1, reason: `Sized right for ${YARD_TEXT[yard]}${size}` }
  return {
    score: index === smallest - 1 ? 0.6 : 0.3,
    reason: `Fits ${YARD_TEXT[yard]} with room to spare${size}`,
  }
}

function purposePart(pool: ScorablePool, use: FinderAnswers['use']): Part {
  const index = sizeIndex(pool)
  const length = Math.max(pool.length ?? 0, pool.width ?? 0)
  const ledge = has(pool, /ledge|lounger|sun shelf|bench|swim-out/i)
  const spa = poolHasSpa(pool)
  switch (use) {
    case 'family': {
      const score = index === 2 || index === 3 ? 1 : index === 1 || index === 4 ? 0.6 : 0.2
      return score >= 0.6
        ? {
            score: ledge ? Math.min(1, score + 0.1) : score,
            reason: 'Room for the whole family to swim and play',
          }
        : { score }
    }
    case 'exercise': {
      const straight = GEOMETRIC.includes(pool.shape?.toLowerCase() ?? '')
      if (length >= 30) {
        return {
          score: straight ? 1 : 0.7,
          reason: `A ${length}-foot ${straight ? 'straight run' : 'length'} for swimming laps`,
        }
      }
      return { score: length >= 24 ? 0.4 : 0 }
    }
    case 'relaxation': {
      if (spa) return { score: 1, reason: 'Built-in spa for warm soaks' }
      if (ledge) return { score: 0.8, reason: 'Tanning ledge or benches for lounging in the water' }
      return { score: index >= 0 && index <= 1 ? 0.6 : 0.3 }
    }
    case 'entertaining': {
      const score = index >= 3 ? 1 : index === 2 ? 0.6 : 0.2
      if (score === 1) return { score, reason: 'Plenty of water for a crowd of guests' }
      return { score: ledge ? score + 0.2 : score }
    }
  }
}

/**
 * The installed price used for matching: the pool's own installed 'from' price, else (with its
 * size) the home teaser's installed starting price for that size, a floor only. Both are
 * all-inclusive, the same kind of price as the answer's budget range.
 */
export function comparablePrice(
  pool: ScorablePool,
): { amount: number; published: boolean; sizeCategory?: PoolSizeCategory } | null {
  if (pool.price) return { amount: pool.price, published: true }
  const category = POOL_SIZE_CATEGORIES.find((c) => c.toLowerCase() === pool.sizeCategory?.toLowerCase())
  return category ? { amount: priceForSize(category), published: false, sizeCategory: category } : null
}

/**
 * A pool fits a budget when its installed price lies within the range; under the range it is
 * affordable but less than that budget buys, ranked after those within (the nearer the range,
 * the better); above the range it contradicts the answer. Without its own price only its size's
 * starting price is known: above the range it contradicts, otherwise it may fit (asked for).
 */
function budgetPart(pool: ScorablePool, budget: FinderAnswers['budget']): Part & { tier: BudgetTier } {
  const price = comparablePrice(pool)
  if (!price) return { score: 0.5, tier: 2 }
  const [min, max] = BUDGET_BOUNDS[budget]
  const shown = finderPriceText(price.amount)
  const label = answerLabel('budget', budget)
  if (price.sizeCategory) {
    if (price.amount > max)
      return {
        score: 0,
        tier: 2,
        unmet: `${price.sizeCategory} pools start above your ${label} budget (${shown})`,
      }
    return { score: 0.5, tier: 2 }
  }
  if (price.amount > max) return { score: 0, tier: 1, unmet: `Over your ${label} budget (${shown})` }
  if (price.amount >= min) return { score: 1, tier: 0, reason: `Within your ${label} budget (${shown})` }
  // Under the range: the further under, the less it is what this budget was meant for.
  const shortfall = (min - price.amount) / min
  return {
    score: Math.max(0.1, 0.9 - 1.6 * shortfall),
    tier: 1,
    reason: `Comes in under your ${label} budget (${shown})`,
  }
}

function spaPart(pool: ScorablePool, spa: FinderAnswers['spa']): Part {
  const hasSpa = poolHasSpa(pool)
  if (spa === 'open') return { score: 1 }
  if (spa === 'yes')
    return hasSpa
      ? { score: 1, reason: 'Has the built-in spa you asked for' }
      : { score: 0, unmet: 'No built-in spa' }
  return hasSpa
    ? { score: 0, unmet: 'Has a built-in spa, which you said you do not want' }
    : { score: 1, reason: 'No spa: all the water for swimming, as you asked' }
}

function shapePart(pool: ScorablePool, shape: FinderAnswers['shape']): Part {
  if (shape === 'any') return { score: 1 }
  const own = pool.shape?.toLowerCase() ?? ''
  const wanted = shape === 'geometric' ? GEOMETRIC : CURVED
  if (wanted.includes(own)) {
    return {
      score: 1,
      reason: `${pool.shape} shape with the ${shape === 'geometric' ? 'clean lines' : 'natural curves'} you like`,
    }
  }
  return { score: 0 }
}

export type ScoredPool = Recommendation & {
  score: number
  /** The musts this pool misses. */
  missed: Must[]
  budgetTier: BudgetTier
}

export function scorePool(pool: ScorablePool, answers: FinderAnswers): ScoredPool {
  const yard = yardPart(pool, answers.yard)
  const budget = budgetPart(pool, answers.budget)
  const spa = spaPart(pool, answers.spa)
  const parts: [number, Part][] = [
    [WEIGHTS.yard, yard],
    [WEIGHTS.budget, budget],
    [WEIGHTS.spa, spa],
    [WEIGHTS.use, purposePart(pool, answers.use)],
    [WEIGHTS.shape, shapePart(pool, answers.shape)],
  ]
  const score = parts.reduce((sum, [weight, part]) => sum + weight * Math.min(1, Math.max(0, part.score)), 0)
  const reasons = parts.flatMap(([, part]) => (part.reason && !part.unmet ? [part.reason] : []))
  const musts: [Must, Part][] = [
    ['spa', spa],
    ['yard', yard],
    ['budget', budget],
  ]
  const missed = musts.flatMap(([must, part]) => (part.unmet ? [must] : []))
  const unmet = musts.flatMap(([, part]) => (part.unmet ? [part.unmet] : []))
  return {
    poolId: pool.id,
    score,
    confidence: Math.round(score * 1000) / 10,
    reasons: reasons.length ? reasons : ['The closest match in our catalogue to your answers'],
    ...(unmet.length ? { unmet } : {}),
    missed,
    budgetTier: budget.tier,
  }
}

const giveUpCost = (missed: readonly Must[]) => missed.reduce((sum, must) => sum + GIVE_UP_COST[must], 0)

/**
 * The best matches: the pools that meet every must, or (when none does) those that give up the
 * least, then within the budget before under it before unpriced, then by confidence (ties: price,
 * then name).
 */
export function recommendPools(
  pools: readonly ScorablePool[],
  answers: FinderAnswers,
  limit: number = FINDER_RESULT_LIMIT,
): Recommendation[] {
  const scored = pools.map((pool) => ({ pool, scored: scorePool(pool, answers), cost: 0 }))
  for (const entry of scored) entry.cost = giveUpCost(entry.scored.missed)
  const least = Math.min(...scored.map((entry) => entry.cost))
  return scored
    .filter((entry) => entry.cost === least)
    .sort(
      (a, b) =>
        a.scored.budgetTier - b.scored.budgetTier ||
        b.scored.score - a.scored.score ||
        (comparablePrice(a.pool)?.amount ?? Infinity) - (comparablePrice(b.pool)?.amount ?? Infinity) ||
        compareText(a.pool.name, b.pool.name),
    )
    .slice(0, Math.max(0, limit))
    .map(({ scored: { poolId, confidence, reasons, unmet } }) => ({
      poolId,
      confidence,
      reasons,
      ...(unmet ? { unmet } : {}),
    }))
}

/** Reads stored recommendations from untrusted input (session storage); [] when malformed. */
export function parseRecommendations(input: unknown): Recommendation[] {
  if (!Array.isArray(input)) return []
  return input.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const r = item as Record<string, unknown>
    if (typeof r.poolId !== 'number' || typeof r.confidence !== 'number' || !Array.isArray(r.reasons))
      return []
    const reasons = r.reasons.filter((x): x is string => typeof x === 'string')
    const unmet = Array.isArray(r.unmet) ? r.unmet.filter((x): x is string => typeof x === 'string') : []
    return [
      {
        poolId: r.poolId,
        confidence: Math.min(100, Math.max(0, r.confidence)),
        reasons,
        ...(unmet.length ? { unmet } : {}),
      },
    ]
  })
}
