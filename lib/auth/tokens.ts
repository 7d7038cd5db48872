/**
 * Session tokens: 256 random bits handed to the browser (cookie) or API client (bearer), stored
 * on the server only as their SHA-256, so a leaked sessions table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto'

/** The login notice promises this: a session ends after 24 hours without activity. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000
/**
 * However active, a session ends this long after its sign-in: a stolen token (or a shared
 * computer left signed in) is not good for ever (docs/decisions/0091-admin-sessions-in-database.md).
 */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** A session's expiry is pushed forward at most once a minute, not on every request. */
export const SESSION_SLIDE_INTERVAL_MS = 60 * 1000
/** The httpOnly cookie that carries the token for the admin pages. */
export const SESSION_COOKIE = 'admin_session'

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Tokens we issue are 43 base64url characters; anything else is rejected without a query. */
export function isWellFormedToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

/** The token from an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}
