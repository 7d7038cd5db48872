import 'server-only'
/**
 * How many leads a page token (lib/leads/form-token) has been accepted for. A cached page gives
 * one token to everyone it is served to, and the few people who send its form without JavaScript
 * share it; a bot that copies it from the HTML could send it again and again. Counted in
 * PostgreSQL (the rate_limits counters), so every instance sees the same count.
 */
import { sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { rateLimits } from '@/db/schema'
import { PAGE_TOKEN_MAX_AGE_MS, type FormTime } from './form-token'
import { PAGE_TOKEN_REUSED } from './spam-rules'

/** Leads one cached copy of a page plausibly brings in without JavaScript; more are held for review. */
export const PAGE_TOKEN_USES = 5

/**
 * Counts one use of the page token issued at issuedAt and says whether it is within the
 * allowance. The counter's window is the token's life; it is stored under the token's expiry,
 * so the daily prune of old counters (lib/rate-limit.ts) never drops it while the token is valid.
 */
export async function claimPageTokenUse(token: string, issuedAt: number): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: `form-page-token:${token}`,
      windowStart: new Date(issuedAt + PAGE_TOKEN_MAX_AGE_MS),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  return (row?.count ?? 1) <= PAGE_TOKEN_USES
}

/**
 * The spam reason of a post whose form time is a page token used up already, counting this use;
 * undefined for any other post (a visitor's token, or none: spamReason judged those).
 */
export async function pageTokenReuse(formTime: FormTime, token: unknown): Promise<string | undefined> {
  if (!formTime.ok || formTime.kind !== 'page' || typeof token !== 'string') return undefined
  return (await claimPageTokenUse(token, formTime.issuedAt)) ? undefined : PAGE_TOKEN_REUSED
}
