import 'server-only'
/**
 * Fixed-window rate limits counted in PostgreSQL (table rate_limits), so every instance behind a
 * load balancer shares them. One upsert per check.
 */
import { lt, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { rateLimits } from '@/db/schema'

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number }

export type RateLimitCheck = { key: string; limit: number; windowMs: number }

const windowStartOf = (now: number, windowMs: number) => new Date(now - (now % windowMs))

/**
 * Counts one hit on each key in its current window, in one statement, and says for each whether
 * it is within its limit (in the order given).
 */
export async function hitRateLimits(
  checks: readonly RateLimitCheck[],
  now = Date.now(),
): Promise<RateLimitResult[]> {
  if (checks.length === 0) return []
  const rows = checks.map((check) => ({ ...check, windowStart: windowStartOf(now, check.windowMs) }))
  // Sorted, so that concurrent hits lock their rows in the same order (no deadlock).
  const values = [...rows]
    .sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime(),
    )
    .map(({ key, windowStart }) => ({ key, windowStart, count: 1 }))
  const db = await getDb()
  const counted = await db
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count })
  return rows.map(({ key, limit, windowMs, windowStart }) => {
    const count =
      counted.find((row) => row.key === key && row.windowStart.getTime() === windowStart.getTime())?.count ??
      1
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
    return { allowed: count <= limit, count, limit, retryAfterSeconds }
  })
}

/** Counts one hit for key in the current window and says whether it is within limit. */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const [result] = await hitRateLimits([{ key, limit, windowMs }])
  if (!result) throw new Error('rate limit not counted')
  return result
}

/** Reads the count for key in the current window without adding to it. */
export async function peekRateLimit(key: string, windowMs: number): Promise<number> {
  const now = Date.now()
  const windowStart = new Date(now - (now % windowMs))
  const db = await getDb()
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`)
  return rows[0]?.count ?? 0
}

/** Removes windows older than a day; called from a background job. */
export async function pruneRateLimits() {
  const db = await getDb()
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - 24 * 60 * 60 * 1000)))
}
