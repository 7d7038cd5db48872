import 'server-only'
/**
 * Brute-force limits of the staff login, counted in rate_limits (shared by every instance).
 * An attempt first claims one unit on each of its keys (client address, username) in one atomic
 * upsert that returns the new counts, and only then is the password verified. Any key past the
 * limit refuses the attempt. Claims of refused and successful attempts are given back, so a count
 * is the failures of the window plus the attempts in flight: however many guesses arrive at
 * once, at most LOGIN_FAILURE_LIMIT per key per window are ever verified.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rateLimits } from '@/db/schema'
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS } from './messages'

export type LoginClaim = {
  allowed: boolean
  retryAfterSeconds: number
  /** Gives the claimed units back (attempt refused, or succeeded); a failure keeps them. */
  release: () => Promise<void>
}

export async function claimLoginAttempt(db: Database, keys: string[], now = Date.now()): Promise<LoginClaim> {
  const windowStart = new Date(now - (now % LOGIN_WINDOW_MS))
  // Sorted, so that concurrent claims lock their rows in the same order (no deadlock).
  const unique = [...new Set(keys)].sort()
  const rows = await db
    .insert(rateLimits)
    .values(unique.map((key) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const allowed = rows.length === unique.length && rows.every((row) => row.count <= LOGIN_FAILURE_LIMIT)
  let released = false
  return {
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + LOGIN_WINDOW_MS - now) / 1000)),
    release: async () => {
      if (released) return
      released = true
      // One single-row statement per key: each holds one row lock at a time.
      await Promise.all(
        unique.map((key) =>
          db
            .update(rateLimits)
            .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
            .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart))),
        ),
      )
    },
  }
}
