/**
 * Shared pieces of the admin lists: query-string parsing helpers, keyset cursors, the date range
 * (calendar days in the company's time zone) and the full-text search query.
 */
import { readDate } from '@/lib/write/date-rule'
import { z } from 'zod'
import { fieldErrorsFrom } from '@/lib/field-errors'

export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

/** One value from a query string: the first when repeated, trimmed, undefined when empty. */
export function param(input: SearchParamsInput, name: string): string | undefined {
  const raw = input instanceof URLSearchParams ? (input.get(name) ?? undefined) : input[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export type ParsedQuery<T> = { ok: true; filters: T } | { ok: false; errors: Record<string, string> }

export const INVALID_CURSOR_MESSAGE = 'The page position is not valid. Start from the first page.'

/**
 * Parses the named query-string keys with a list's schema: the first message of each field as its
 * error, or the parsed values.
 */
export function parseQuery<S extends z.ZodType>(
  input: SearchParamsInput,
  keys: readonly string[],
  schema: S,
): ParsedQuery<z.output<S>> {
  const raw = Object.fromEntries(keys.map((k) => [k, param(input, k)]).filter(([, v]) => v !== undefined))
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, filters: result.data }
  return { ok: false, errors: fieldErrorsFrom(result.error, 'query') }
}

/**
 * A keyset list's query: its filters with the `cursor` text decoded into a page position; a
 * cursor that does not decode is refused (the list starts over from its first page).
 */
export function parseKeysetQuery<S extends z.ZodType<{ cursor?: string }>, C>(
  input: SearchParamsInput,
  keys: readonly string[],
  schema: S,
  decode: (cursor: string, values: Omit<z.output<S>, 'cursor'>) => C | undefined,
): ParsedQuery<Omit<z.output<S>, 'cursor'> & { cursor?: C }> {
  const parsed = parseQuery(input, [...keys, 'cursor', 'dir'], schema)
  if (!parsed.ok) return parsed
  const { cursor, ...rest } = parsed.filters
  const decoded = cursor ? decode(cursor, rest) : undefined
  if (cursor && !decoded) return { ok: false, errors: { cursor: INVALID_CURSOR_MESSAGE } }
  return { ok: true, filters: { ...rest, cursor: decoded } }
}

/** A date filter ('YYYY-MM-DD'), read by the admin date rule (lib/admin/date-rule). */
export const isoDate = z.string().superRefine((value, ctx) => {
  const reading = readDate(value)
  if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message })
})

export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100.')

/** A keyset position: the row's created_at (microsecond text from PostgreSQL) and id. */
export type Cursor = { at: string; id: number }

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url')
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined
  const text = Buffer.from(value, 'base64url').toString('utf8')
  const match = text.match(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,10})$/)
  if (!match?.[1] || !match[2]) return undefined
  return { at: match[1], id: Number(match[2]) }
}

/** SQL text that renders a timestamptz column as the cursor's microsecond UTC text. */
export function cursorTextSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/**
 * The words of a search box as a prefix tsquery for the 'simple' configuration: every word must
 * match the start of a word of the name, the e-mail, or the phone's digits. Returns undefined
 * when nothing searchable is left.
 */
export function searchTsQuery(input: string | undefined): string | undefined {
  if (!input) return undefined
  // A phone number typed with spaces and punctuation, e.g. (555) 123-4567: one run of digits.
  const digitsOnly = input.replace(/[^0-9]/g, '')
  if (/^[0-9()+\-.\s]+$/.test(input) && digitsOnly.length >= 3) return `${digitsOnly}:*`
  const terms: string[] = []
  for (const raw of input.toLowerCase().split(/\s+/)) {
    if (!raw) continue
    const digits = raw.replace(/[^0-9]/g, '')
    // A phone number among other words, e.g. 'smith 555-123-4567'.
    if (/^[0-9()+\-.]+$/.test(raw) && digits.length >= 3) {
      terms.push(`${digits}:*`)
      continue
    }
    if (raw.includes('@')) {
      const email = raw.replace(/[^a-z0-9@._+-]/g, '')
      if (email.length > 1) terms.push(`${email}:*`)
      continue
    }
    for (const word of raw.split(/[^\p{L}\p{N}]+/u)) {
      if (word) terms.push(`${word}:*`)
    }
  }
  return terms.length ? terms.slice(0, 8).join(' & ') : undefined
}
