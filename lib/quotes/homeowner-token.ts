/**
 * The homeowner's private link (issue 35 §4): 256 random bits in the URL, stored on the server only
 * as their SHA-256, so a leaked table opens no page (docs/decisions/homeowner-link-token.md).
 * Verification hashes what was presented and looks the hash up; a malformed token is refused
 * without a query.
 */
import { createHash, randomBytes } from 'node:crypto'

/** Tokens are 43 base64url characters (32 bytes). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function generateHomeownerToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashHomeownerToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export function isWellFormedHomeownerToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

/** The path of the homeowner's page for a token. */
export function homeownerPath(token: string): string {
  return `/my-pool/${token}`
}
