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
 *   place. Past it that pair is refused for the rest of the minute (429): the only refusal, and
 *   never longer than a minute.
 * - address, LOGIN_ADDRESS_LIMIT a minute (one place trying many usernames), and username,
 *   LOGIN_USERNAME_CEILING an hour from everywhere (guessing spread over many addresses). These
 *   are shared with strangers, so they never refuse: past either, the right password goes on only
 *   from an address that has signed in as that user before, and from any other address finishes
 *   with a code e-mailed to the user (the caller, lib/auth/login.ts).
 * - address, LOGIN_CODE_VERIFY_LIMIT a minute: passwords checked on the way to a code; past it the
 *   address waits for the rest of the minute (checking a password costs real CPU time).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rateLimits } from '@/db/schema'
import {
  LOGIN_ADDRESS_LIMIT,
  LOGIN_CODE_VERIFY_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_USERNAME_CEILING,
  LOGIN_USERNAME_WINDOW_MS,
  LOGIN_WINDOW_MS,
} from './messages'

export type LoginKeys = { ipHash: string; username: string }

export type LoginClaim = {
  /** Refused outright: too many failures for this username from this address (429). */
  refused: boolean
  /** A limit shared with strangers is reached: only a known address goes on with the password. */
  sharedLimitReached: boolean
  /** The wait of a refusal: the rest of the pair's minute. */
  retryAfterSeconds: number
  /** Gives the claimed units back (attempt refused, or succeeded); a failure keeps them. */
  release: () => Promise<void>
}

type Counter = { key: string; limit: number; windowMs: number; kind: 'refuse' | 'shared' }

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
      kind: 'shared',
    },
    {
      key: `admin-login:user:${name}`,
      limit: LOGIN_USERNAME_CEILING,
      windowMs: LOGIN_USERNAME_WINDOW_MS,
      kind: 'shared',
    },
  ]
}

const windowStartOf = (now: number, windowMs: number) => new Date(now - (now % windowMs))
const secondsLeft = (now: number, windowMs: number) =>
  Math.ceil((windowStartOf(now, windowMs).getTime() + windowMs - now) / 1000)

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
  const waits = refusing.map((c) => secondsLeft(now, c.windowMs))
  let released = false
  return {
    refused: refusing.length > 0,
    sharedLimitReached: over.some((c) => c.kind === 'shared'),
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

/**
 * Counts one password check on the way to a code for this address; past LOGIN_CODE_VERIFY_LIMIT
 * a minute the answer is the wait (the rest of the minute), else undefined.
 */
export async function claimCodeVerification(db: Database, ipHash: string, now = Date.now()) {
  const windowStart = windowStartOf(now, LOGIN_WINDOW_MS)
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `admin-login:code:${ipHash}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  return (row?.count ?? 1) > LOGIN_CODE_VERIFY_LIMIT
    ? Math.max(1, secondsLeft(now, LOGIN_WINDOW_MS))
    : undefined
}
