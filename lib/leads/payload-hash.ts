import 'server-only'
/**
 * A fingerprint of a submitted payload, kept with its idempotency key: a retry sends the same
 * body and matches; the same key with anything else in it does not (422). Keys are sorted at
 * every level so that the order a client wrote them in does not matter, the key itself is left
 * out (it travels in the header or the body), and text is cleaned as it would be stored.
 */
import { createHash } from 'node:crypto'
import { jsonSafe } from './json-safe'

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    )
  }
  return value
}

export function payloadHash(input: unknown): string {
  const safe = jsonSafe(input)
  const withoutKey =
    safe !== null && typeof safe === 'object' && !Array.isArray(safe)
      ? Object.fromEntries(Object.entries(safe).filter(([key]) => key !== 'idempotencyKey'))
      : safe
  return createHash('sha256')
    .update(JSON.stringify(canonical(withoutKey)))
    .digest('hex')
}
