import 'server-only'
/**
 * Brute-force limits of the staff login, counted in rate_limits (shared by every instance).
 * An attempt first claims one unit on each of its keys in one atomic upsert that returns the new
 * counts, and only then is the password verified. Claims of refused and successful attempts are
 * given back, so a count is the failures of the window plus the attempts in flight: however many
 * guesses arrive at once, no more than a key's limit are ever verified.
 *
 * The keys (docs/decisions/0172-staff-login-limits-without-lockout.md):
 * - address and username together, LOGIN_FAILURE_LIMIT a minute: guessing one account from one
 *   place;
 * - address, LOGIN_ADDRESS_LIMIT a minute: one place trying many usernames;
 * - username, LOGIN_USERNAME_CEILING an hour from everywhere: guessing spread over many
 *   addresses. Past it the attempt goes on only from an address that has signed in as that user
 *   before (the caller checks), so strangers cannot lock staff out of their usual place.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rateLimits } from '@/db/schema'
import {
  LOGIN_ADDRESS_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_USERNAME_CEILING,
  LOGIN_USERNAME_WINDOW_MS,
  LOGIN_WINDOW_MS,
} from './messages'

export type LoginKeys = { ipHash: string; username: string }

export type LoginClaim = {
  /** Refused outright: too many failures for this address, or for this address and username. */
  refused: boolean
  /** The username's ceiling is reached: only an address known for this user may go on. */
  ceilingReached: boolean
  retryAfterSeconds: number
  /** Gives the claimed units back (attempt refused, or succeeded); a failure keeps them. */
  release: () => Promise<void>
}

type Counter = { key: string; limit: number; windowMs: number; kind: 'refuse' | 'ceiling' }

function counters({ ipHash, username }: LoginKeys): Counter[] {
  const name = username.toLowerCase().slice(0, 100)
  return [
    {
      key: `admin-login:pair:${ipHash}:${name}`,
      limit: LOGIN_FAILURE_LIMIT,
      windowMs: LOGIN_WINDOW_MS,
      kind: 'refuse',
    },
    {
      key: `admin-login:ip:${ipHash}`,
      limit: LOGIN_ADDRESS_LIMIT,
      windowMs: LOGIN_WINDOW_MS,
      kind: 'refuse',
    },
    {
      key: `admin-login:user:${name}`,
      limit: LOGIN_USERNAME_CEILING,
      windowMs: LOGIN_USERNAME_WINDOW_MS,
      kind: 'ceiling',
    },
  ]
}

const windowStartOf = (now: number, windowMs: number) => new Date(now - (now % windowMs))

export async function claimLoginAttempt(
  db: Database,
  keys: LoginKeys,
  now = Date.now(),
): Promise<LoginClaim> {
  // Sorted, so that concurrent claims lock their rows in the same order (no deadlock).
  const all = counters(keys).sort((a, b) => (a.key < b.key ? -1 : 1))
  const rows = await db
    .insert(rateLimits)
    .values(all.map((c) => ({ key: c.key, windowStart: windowStartOf(now, c.windowMs), count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count })
  const countOf = (key: string) => rows.find((row) => row.key === key)?.count ?? Number.POSITIVE_INFINITY
  const over = all.filter((c) => countOf(c.key) > c.limit)
  const refusing = over.filter((c) => c.kind === 'refuse')
  // The wait that matters: the refusing keys' windows, else the ceiling's.
  const waits = (refusing.length ? refusing : over).map((c) =>
    Math.ceil((windowStartOf(now, c.windowMs).getTime() + c.windowMs - now) / 1000),
  )
  let released = false
  return {
    refused: refusing.length > 0,
    ceilingReached: over.some((c) => c.kind === 'ceiling'),
    retryAfterSeconds: Math.max(1, ...waits),
    release: async () => {
      if (released) return
      released = true
      // One single-row statement per key: each holds one row lock at a time.
      await Promise.all(
        all.map((c) =>
          db
            .update(rateLimits)
            .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
            .where(
              and(eq(rateLimits.key, c.key), eq(rateLimits.windowStart, windowStartOf(now, c.windowMs))),
            ),
        ),
      )
    },
  }
}
