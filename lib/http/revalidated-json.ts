/**
 * JSON that browsers and proxies must revalidate before reuse: `Cache-Control: no-cache` with a
 * strong ETag of the exact body, and 304 Not Modified when the client already holds it. The
 * catalogue lists use it: after an admin change the next request shows the change (spec 01 §7:
 * the gallery does not cache, brand pages use zero stale time), yet an unchanged list costs a
 * few header bytes instead of the whole body.
 */
import { createHash } from 'node:crypto'

export const REVALIDATE_CACHE_CONTROL = 'public, no-cache'

type Serialized = { body: string; etag: string }

// Keyed by the cached value itself: the run-time cache (lib/cache.ts) returns the same object
// until an admin write or the maximum age replaces it, so each list is serialised and hashed once.
const serialized = new WeakMap<object, Serialized>()

export function serializeWithEtag(value: object): Serialized {
  let hit = serialized.get(value)
  if (!hit) {
    const body = JSON.stringify(value)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32)
    hit = { body, etag: `"${hash}"` }
    serialized.set(value, hit)
  }
  return hit
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** 200 with the JSON body, or 304 without one when If-None-Match names the current ETag. */
export function revalidatedJson(request: Request, value: object): Response {
  const { body, etag } = serializeWithEtag(value)
  const headers = { 'cache-control': REVALIDATE_CACHE_CONTROL, etag }
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: 200, headers: { ...headers, 'content-type': 'application/json' } })
}
