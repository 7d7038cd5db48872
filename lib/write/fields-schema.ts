/**
 * Building blocks for admin form schemas. A form sends its raw values (strings, string lists and
 * checkbox markers, as the browser collects them); the same schema parses them in the browser
 * before sending and on the server again, turning them into database values.
 */
import { z } from 'zod'
import { readDate, readDateTime, readInstant, DATE_MESSAGES, type DateReading } from '@/lib/write/date-rule'

type Raw = string | string[] | boolean | number | null | undefined

function asString(value: unknown): unknown {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.join('\n')
  return value
}

/** The id of a stored row as a page or a server action's caller sends it: a number or its digits. */
export const rowId = z.coerce.number().int().positive()

/** A required single-line text of at most `max` characters. */
export function requiredText(label: string, max: number, min = 1) {
  return z.preprocess(
    asString,
    z
      .string(`${label} is required`)
      .trim()
      .min(Math.max(min, 1), min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  )
}

/** An optional text; blank becomes null. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .transform((v) => (v === '' ? null : v)),
  )
}

/** A checkbox: present as 'on' (or true) when ticked, absent otherwise. */
export const checkbox = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true')

function numberSchema(label: string, opts: { min?: number; max?: number; integer?: boolean }) {
  let schema = z.number(`${label} must be a number`)
  if (opts.integer) schema = schema.int(`${label} must be a whole number`)
  if (opts.min !== undefined) schema = schema.min(opts.min, `${label} must be at least ${opts.min}`)
  if (opts.max !== undefined) schema = schema.max(opts.max, `${label} must be at most ${opts.max}`)
  return schema
}

function toNumber(value: unknown): unknown {
  if (typeof value === 'number') return value
  const text = String(asString(value))
    .trim()
    .replace(/[$,\s]/g, '')
  if (text === '') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : Number.NaN
}

/** An optional number; blank becomes null. */
export function optionalNumber(label: string, opts: { min?: number; max?: number; integer?: boolean } = {}) {
  return z.preprocess(toNumber, numberSchema(label, opts).nullable())
}

/** A required number. */
export function requiredNumber(label: string, opts: { min?: number; max?: number; integer?: boolean } = {}) {
  return z.preprocess(
    (v) => toNumber(v) ?? undefined,
    z.number(`${label} is required`).pipe(numberSchema(label, opts)),
  )
}

/** One item per line (or a list of strings): trimmed, blanks dropped. */
export function lines(label: string, opts: { maxItems: number; maxLength: number }) {
  return z.preprocess(
    (value: unknown) => {
      const list = Array.isArray(value) ? value : String(asString(value)).split(/\r?\n/)
      return list.map((item) => String(item).trim()).filter((item) => item !== '')
    },
    z
      .array(
        z.string().max(opts.maxLength, `Each ${label} entry must be at most ${opts.maxLength} characters`),
      )
      .max(opts.maxItems, `At most ${opts.maxItems} ${label} entries`),
  )
}

/** A comma- or line-separated list (tags, keywords). */
export function commaList(label: string, opts: { maxItems: number; maxLength: number }) {
  return z.preprocess(
    (value: unknown) => {
      const list = Array.isArray(value) ? value : String(asString(value)).split(/[,\n]/)
      const seen = new Set<string>()
      return list
        .map((item) => String(item).trim())
        .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()))
    },
    z
      .array(z.string().max(opts.maxLength, `Each ${label} must be at most ${opts.maxLength} characters`))
      .max(opts.maxItems, `At most ${opts.maxItems} ${label}`),
  )
}

const SITE_PATH = /^\/(?!\/)[^\s]*$/

/** An optional link: an absolute http(s) URL or a path on this site ('/uploads/…'). */
export function optionalUrl(label: string, max = 500) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(
        (v) => v === '' || SITE_PATH.test(v) || isHttpUrl(v),
        `${label} must be a web address (https://…) or a path starting with /`,
      )
      .transform((v) => (v === '' ? null : v)),
  )
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(asString, z.enum(values, `Choose a valid ${label.toLowerCase()}`))
}

/**
 * A date field under the admin date rule (lib/admin/date-rule): blank becomes null, anything else
 * must be a real date in the allowed years, or the field gets the rule's message (or `malformed`
 * for text that is no date at all).
 */
function dateField(read: (value: string) => DateReading, malformed: string) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return null
        const reading = read(value)
        if (reading.ok) return reading.date
        ctx.addIssue({
          code: 'custom',
          message: reading.problem === 'malformed' ? malformed : reading.message,
        })
        return z.NEVER
      }),
  )
}

/** An optional calendar day, 'YYYY-MM-DD' (a date input); blank becomes null. */
export function optionalDate(options: { malformed?: string } = {}) {
  return dateField(readDate, options.malformed ?? DATE_MESSAGES.date)
}

/**
 * An optional date and time: Eastern wall time from a datetime-local input, or an ISO instant
 * with its offset; blank becomes null.
 */
export function optionalDateTime(options: { malformed?: string } = {}) {
  return dateField(readDateTime, options.malformed ?? DATE_MESSAGES.dateTime)
}

/** An ISO instant, as a stored updatedAt is sent back: the date rule, then zod's own format check. */
const instantText = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => readInstant(value).ok, { error: message })

/**
 * The row version a form was opened with (its updatedAt as an ISO string). Absent on create; an
 * update without it is refused, so an edit can never skip the concurrency check.
 */
export const version = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  instantText('The form is missing its version; reload the page').optional(),
)

/** The message when an edit arrives without the version of the record it was opened with. */
export const MISSING_VERSION_MESSAGE =
  'The version of the record (updatedAt) is missing: reload the page and make the change again.'

/**
 * The row version an edit of an existing record must carry. Required: a change without it could
 * not be checked against a colleague's and is refused on the field.
 */
export const requiredVersion = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  instantText(MISSING_VERSION_MESSAGE),
)

export type RawFormValues = Record<string, Raw>
