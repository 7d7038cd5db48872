/**
 * Pool-finder scoring: rates every catalogue pool against the five answers and explains the
 * result. Each answer contributes a part score between 0 and 1; the weighted sum is the match
 * confidence (0-100, shown rounded as a percent). Reasons are the answers a pool satisfies well.
 */
import { compareText } from '@/lib/format'
import { priceForSize, POOL_SIZE_CATEGORIES, type PoolSizeCategory } from '@/content/pricing'
import { finderPriceText } from '@/lib/pools/price-wording'
import { poolHasSpa, type Pool } from '@/lib/pools/types'
import { answerLabel, type FinderAnswers } from './questions'

/** A recommendation as stored in session storage (spec 01 §3 AI recommendation). */
export type Recommendation = { poolId: number; confidence: number; reasons: string[] }

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

export const WEIGHTS = { yard: 0.3, use: 0.25, budget: 0.25, spa: 0.1, shape: 0.1 } as const

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

const BUDGET_BOUNDS: Record<FinderAnswers['budget'], [number, number]> = {
  'under-50k': [30_000, 50_000],
  '50-75k': [50_000, 75_000],
  '75-100k': [75_000, 100_000],
  '100k-plus': [100_000, Infinity],
}

const GEOMETRIC = ['rectangle', 'roman', 'grecian', 'l-shape']
const CURVED = ['oval', 'kidney', 'freeform']

type Part = { score: number; reason?: string }

function sizeIndex(pool: ScorablePool): number {
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

function yardPart(pool: ScorablePool, yard: FinderAnswers['yard']): Part {
  const index = sizeIndex(pool)
  if (index < 0) return { score: 0.5 }
  const fit = YARD_FIT[yard].map((c) => POOL_SIZE_CATEGORIES.indexOf(c))
  const distance = Math.min(...fit.map((f) => Math.abs(f - index)))
  const size = pool.dimensions ? ` (${pool.dimensions})` : ''
  if (distance === 0) return { score: 1, reason: `Sized right for ${YARD_TEXT[yard]}${size}` }
  if (distance === 1) return { score: 0.4 }
  return { score: 0 }
}

function purposePart(pool: ScorablePool, use: FinderAnswers['use']): Part {
  const index = sizeIndex(pool)
  const length = pool.length ?? 0
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

function budgetPart(pool: ScorablePool, budget: FinderAnswers['budget']): Part {
  const price = comparablePrice(pool)
  if (!price) return { score: 0.5 }
  const [min, max] = BUDGET_BOUNDS[budget]
  const shown = finderPriceText(price.amount)
  const label = answerLabel('budget', budget)
  if (price.sizeCategory) {
    // Without its own price only a floor is known (its size's starting price): it may cost more,
    // so it never 'fits' or 'comes in under' a budget, and a priced pool that fits ranks above it.
    if (price.amount > max) return { score: price.amount <= max * 1.1 ? 0.3 : 0 }
    if (price.amount < min) return { score: 0.5 }
    return { score: 0.7, reason: `${price.sizeCategory} pools start within your ${label} budget (${shown})` }
  }
  if (price.amount <= max && price.amount >= min)
    return { score: 1, reason: `Fits your ${label} budget (${shown})` }
  if (price.amount < min) return { score: 0.8, reason: `Comes in under your ${label} budget (${shown})` }
  if (price.amount <= max * 1.1) return { score: 0.4 }
  return { score: 0 }
}

function spaPart(pool: ScorablePool, spa: FinderAnswers['spa']): Part {
  const hasSpa = poolHasSpa(pool)
  if (spa === 'open') return { score: 1 }
  if (spa === 'yes') return hasSpa ? { score: 1, reason: 'Has the built-in spa you asked for' } : { score: 0 }
  return hasSpa ? { score: 0.3 } : { score: 1 }
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

export type ScoredPool = Recommendation & { score: number }

export function scorePool(pool: ScorablePool, answers: FinderAnswers): ScoredPool {
  const parts: [number, Part][] = [
    [WEIGHTS.yard, yardPart(pool, answers.yard)],
    [WEIGHTS.use, purposePart(pool, answers.use)],
    [WEIGHTS.budget, budgetPart(pool, answers.budget)],
    [WEIGHTS.spa, spaPart(pool, answers.spa)],
    [WEIGHTS.shape, shapePart(pool, answers.shape)],
  ]
  const score = parts.reduce((sum, [weight, part]) => sum + weight * Math.min(1, Math.max(0, part.score)), 0)
  const reasons = parts
    .filter(([, part]) => part.reason && part.score >= 0.7)
    .map(([, part]) => part.reason as string)
  return {
    poolId: pool.id,
    score,
    confidence: Math.round(score * 1000) / 10,
    reasons: reasons.length ? reasons : ['The closest match in our catalogue to your answers'],
  }
}

/** The best matches, highest confidence first (ties: lower price, then name). */
export function recommendPools(
  pools: readonly ScorablePool[],
  answers: FinderAnswers,
  limit: number = FINDER_RESULT_LIMIT,
): Recommendation[] {
  return pools
    .map((pool) => ({ pool, scored: scorePool(pool, answers) }))
    .sort(
      (a, b) =>
        b.scored.score - a.scored.score ||
        (comparablePrice(a.pool)?.amount ?? Infinity) - (comparablePrice(b.pool)?.amount ?? Infinity) ||
        compareText(a.pool.name, b.pool.name),
    )
    .slice(0, Math.max(0, limit))
    .map(({ scored }) => ({ poolId: scored.poolId, confidence: scored.confidence, reasons: scored.reasons }))
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
    return [{ poolId: r.poolId, confidence: Math.min(100, Math.max(0, r.confidence)), reasons }]
  })
}
