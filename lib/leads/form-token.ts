import 'server-only'
/**
 * The lead forms' signed time: a time on the server's clock, signed with an HMAC so a client can
 * neither forge nor backdate it, and checked on submit without any stored state (minimum fill
 * time, spec of the spam defences). Two kinds, each signed with a key of its own so one can never
 * pass for the other:
 * - a visitor's token: when the form was first used. A form with JavaScript fetches one from
 *   GET /api/form-token on its first focus; the server's answer to a post hands one back.
 * - a page token: when the page was rendered, signed into its HTML for posts made without
 *   JavaScript. A cached page is the same HTML for everyone and may be served until the cache's
 *   lifetime ends, so it is accepted for that long plus the time a person takes to fill a form,
 *   and only a few times (lib/leads/page-token-uses.ts).
 * See docs/decisions/0174-signed-form-time.md and docs/decisions/form-time-on-cached-pages.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { PAGE_CACHE_LIFETIME_MS } from '@/lib/cache/lifetimes'
import { serverSecret } from '@/lib/server-secret'

/** A visitor's token older than this proves nothing any more: the post goes to the spam review. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Time a person may keep a page open before sending its form without JavaScript. */
export const PAGE_FILL_MARGIN_MS = 2 * 60 * 60 * 1000
/** A page token is accepted while its page may still be served from a cache, plus that margin. */
export const PAGE_TOKEN_MAX_AGE_MS = PAGE_CACHE_LIFETIME_MS + PAGE_FILL_MARGIN_MS
/** Allowance for clocks of several instances that disagree a little. */
const CLOCK_SKEW_MS = 5_000
/** Marks a page token; a visitor's token starts with its base-36 time, never with this. */
const PAGE_PREFIX = 'p.'

export type FormTokenKind = 'visitor' | 'page'

const KEY_LABELS: Record<FormTokenKind, string> = { visitor: 'lead-form-time', page: 'lead-page-time' }
const MAX_AGE_MS: Record<FormTokenKind, number> = {
  visitor: FORM_TOKEN_MAX_AGE_MS,
  page: PAGE_TOKEN_MAX_AGE_MS,
}

function signature(kind: FormTokenKind, issuedAt: string): string {
  // A key of its own per kind, derived from the server secret, so this signature is no other hash's.
  const key = createHmac('sha256', serverSecret()).update(KEY_LABELS[kind]).digest()
  return createHmac('sha256', key).update(issuedAt).digest('base64url').slice(0, 32)
}

function sign(kind: FormTokenKind, issuedAtMs: number): string {
  const issuedAt = Math.floor(issuedAtMs).toString(36)
  return `${kind === 'page' ? PAGE_PREFIX : ''}${issuedAt}.${signature(kind, issuedAt)}`
}

/** A visitor's token: the time a form was first used (GET /api/form-token, a post's answer). */
export function signFormTime(issuedAtMs: number = Date.now()): string {
  return sign('visitor', issuedAtMs)
}

/** A page token: the time the page was rendered, for its forms' posts without JavaScript. */
export function signPageFormTime(renderedAtMs: number = Date.now()): string {
  return sign('page', renderedAtMs)
}

export type FormTime =
  | { ok: true; kind: FormTokenKind; issuedAt: number; ageMs: number }
  | { ok: false; reason: 'missing' | 'forged' | 'expired' }

/** Checks a token: its signature, and that its time is neither in the future nor too old for its kind. */
export function readFormTime(token: unknown, now: number = Date.now()): FormTime {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' }
  const kind: FormTokenKind = token.startsWith(PAGE_PREFIX) ? 'page' : 'visitor'
  const body = kind === 'page' ? token.slice(PAGE_PREFIX.length) : token
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(body)
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(signature(kind, match[1]))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' }
  const issuedAt = parseInt(match[1], 36)
  const ageMs = now - issuedAt
  if (ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: 'forged' }
  if (ageMs > MAX_AGE_MS[kind]) return { ok: false, reason: 'expired' }
  return { ok: true, kind, issuedAt, ageMs: Math.max(0, ageMs) }
}
