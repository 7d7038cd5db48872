/**
 * Text and JSON that PostgreSQL accepts whatever a client sent:
 *
 * - NUL characters are removed (text and jsonb reject them);
 * - lone UTF-16 surrogates (half of an emoji, e.g. '\ud83d') become U+FFFD: JSON.stringify writes
 *   them as '\ud83d' escapes, which jsonb rejects, and a text column would get U+FFFD anyway;
 * - nesting is bounded.
 *
 * Used for every stored lead string (cleanText), spam payloads, attribution and failure
 * notifications. Client-safe: no dependencies.
 */
const MAX_DEPTH = 20

/** A surrogate pair, or a surrogate on its own (the second alternative only matches lone ones). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g

/** The string with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed). */
export function wellFormed(value: string): string {
  return value.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'))
}

/** At most `max` UTF-16 units, never ending on half a surrogate pair (an emoji is kept or dropped whole). */
export function cutText(value: string, max: number): string {
  const text = wellFormed(value)
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

const safeString = (value: string) => wellFormed(value.replaceAll('\u0000', ''))

// C0 controls other than tab, newline and carriage return, and DEL: never useful in a form value,
// and PostgreSQL rejects the NUL character outright.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A form value as stored: control characters removed, lone surrogates replaced, trimmed. */
export function cleanText(value: string): string {
  return wellFormed(value.replace(CONTROL_CHARACTERS, '')).trim()
}

export function jsonSafe(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return safeString(value)
  if (depth >= MAX_DEPTH) return null
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      out[safeString(key)] = jsonSafe(item, depth + 1)
    }
    return out
  }
  return null
}
