import 'server-only'
/**
 * Fixed-window rate limits counted in PostgreSQL (table rate_limits), so every instance behind a
 * load balancer shares them. One upsert per check.
 */
import { lt, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { rateLimits } from '@/db/schema'

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number }

/** Counts one hit for key in the current window and says whether it is within limit. */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const now = Date.now()
  const windowStart = new Date(now - (now % windowMs))
  const db = await getDb()
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const count = row?.count ?? 1
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
  return { allowed: count <= limit, count, limit, retryAfterSeconds }
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
