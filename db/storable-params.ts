/**
 * The one rule for text that reaches PostgreSQL, applied to every query parameter by the database
 * handle (db/client.ts), whatever form, header, file name or query string it came from:
 *
 * - NUL characters are removed: PostgreSQL refuses them in text and in jsonb;
 * - a lone UTF-16 surrogate (half an emoji, e.g. '\ud83d' from a cut string) becomes U+FFFD, the
 *   replacement character: it has no UTF-8 form, so the driver could not send it as it is.
 *
 * JSON parameters (drizzle sends jsonb as JSON.stringify text) carry those two as escapes
 * ('\u0000', '\ud83d'), which jsonb refuses too: a JSON object or array with such an escape is
 * parsed and written again with the same rule applied to its keys and strings.
 *
 * Stripping rather than refusing: none of them can be typed on purpose, a visitor's lead or a
 * search must not fail because a paste brought one along, and the same cleaned text is what any
 * later read compares against. See docs/decisions/0170-one-rule-for-nul-and-lone-surrogates.md.
 */

/** A NUL, or any surrogate code unit (whether it is lone is checked only when one is present). */
const NEEDS_CLEANING = /[\u0000\uD800-\uDFFF]/
/** A JSON escape of NUL or of a surrogate (\uD800-\uDFFF). */
const JSON_ESCAPE = /\\u(0000|[dD][89a-fA-F][0-9a-fA-F]{2})/

/** The text as PostgreSQL can store it: NUL removed, lone surrogates replaced by U+FFFD. */
export function storableText(value: string): string {
  if (!NEEDS_CLEANING.test(value)) return value
  return value.replaceAll('\u0000', '').toWellFormed()
}

function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  if (Array.isArray(value)) return value.map(storableJson)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    )
  }
  return value
}

/** A string parameter: its text cleaned, and a JSON document with a refused escape rewritten. */
function storableString(value: string): string {
  const text = storableText(value)
  const first = text.trimStart()[0]
  if ((first !== '{' && first !== '[') || !JSON_ESCAPE.test(text)) return text
  try {
    return JSON.stringify(storableJson(JSON.parse(text)))
  } catch {
    return text // not JSON after all: plain text that happens to contain a backslash-u
  }
}

/** One query parameter: strings cleaned, arrays (text[] columns) element by element. */
export function storableParam(value: unknown): unknown {
  if (typeof value === 'string') return storableString(value)
  if (Array.isArray(value)) return value.map(storableParam)
  return value
}

export function storableParams<T extends readonly unknown[] | undefined>(values: T): T {
  if (!values) return values
  return values.map(storableParam) as unknown as T
}
