/**
 * A copy of any JSON value that PostgreSQL's jsonb accepts: NUL characters (which jsonb rejects)
 * removed from strings and keys, nesting bounded. Used for spam payloads, attribution and
 * failure notifications, which hold whatever a client sent.
 */
const MAX_DEPTH = 20

export function jsonSafe(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return value.replaceAll('\u0000', '')
  if (depth >= MAX_DEPTH) return null
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      out[key.replaceAll('\u0000', '')] = jsonSafe(item, depth + 1)
    }
    return out
  }
  return null
}
