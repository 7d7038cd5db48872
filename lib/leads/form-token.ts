import 'server-only'
/**
 * The lead forms' signed time: when a form was first used, as the server's clock says, signed
 * with an HMAC so a client can neither forge nor backdate it, and checked on submit without any
 * stored state (minimum fill time, spec of the spam defences). A form fetches one from
 * GET /api/form-token when it is first focused or typed in, never from the page's HTML, so a page
 * served from a cache cannot hand out an old one; a post made without JavaScript gets one with
 * the server's first answer to it. See docs/decisions/0174-signed-form-time.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

/** A token older than this proves nothing any more: the post goes to the spam review. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Allowance for clocks of several instances that disagree a little. */
const CLOCK_SKEW_MS = 5_000

function signature(issuedAt: string): string {
  // A key of its own, derived from the server secret, so this signature is no other hash's.
  const key = createHmac('sha256', env().IP_HASH_SECRET).update('lead-form-time').digest()
  return createHmac('sha256', key).update(issuedAt).digest('base64url').slice(0, 32)
}

export function signFormTime(issuedAtMs: number = Date.now()): string {
  const issuedAt = Math.floor(issuedAtMs).toString(36)
  return `${issuedAt}.${signature(issuedAt)}`
}

export type FormTime =
  { ok: true; issuedAt: number; ageMs: number } | { ok: false; reason: 'missing' | 'forged' | 'expired' }

/** Checks a token: its signature, and that its time is neither in the future nor too old. */
export function readFormTime(token: unknown, now: number = Date.now()): FormTime {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' }
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(signature(match[1]))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' }
  const issuedAt = parseInt(match[1], 36)
  const ageMs = now - issuedAt
  if (ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: 'forged' }
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  return { ok: true, issuedAt, ageMs: Math.max(0, ageMs) }
}
