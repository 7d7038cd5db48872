/**
 * The one rule for every date and date-time staff type or send (admin forms, admin API bodies and
 * list filters): a date is 'YYYY-MM-DD'; a date-time is 'YYYY-MM-DDTHH:mm' read as Eastern wall
 * time (what a datetime-local input gives) or an ISO instant with its offset (API clients). The
 * digits must name a real day and time as written, nothing is rolled over (February 30 is not
 * March 2), and the year must lie in DATE_YEARS: PostgreSQL has no year 0, JavaScript dates reach
 * year 275760 and a database column does not, and no record of the company predates 1900 or lies
 * a millennium ahead. A problem is named, for the field's message; nothing here throws.
 */
import { fromDateTimeLocal } from '@/lib/format'

/** The years a date may name. */
export const DATE_YEARS = { first: 1900, last: 2999 } as const

export const DATE_MESSAGES = {
  date: 'Use a date like 2025-01-31.',
  dateTime: 'Use a date and time like 2025-01-31 14:30.',
  noSuchDay: 'That date does not exist.',
  outOfRange: `Use a date between ${DATE_YEARS.first} and ${DATE_YEARS.last}.`,
  inDstGap: (wall: string) =>
    `${wall} does not exist in Eastern time: the clocks go forward an hour then. Choose another time.`,
} as const

export type DateProblem = 'malformed' | 'no-such-day' | 'out-of-range' | 'dst-gap'
export type DateReading = { ok: true; date: Date } | { ok: false; problem: DateProblem; message: string }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/

function refused(problem: DateProblem, message: string): DateReading {
  return { ok: false, problem, message }
}

/** True when the digits name a real calendar day and clock time, read as written. */
function isRealTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  probe.setUTCFullYear(y) // Date.UTC reads years 0-99 as 1900-1999
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    probe.getUTCHours() === h &&
    probe.getUTCMinutes() === mi &&
    probe.getUTCSeconds() === s
  )
}

/** The same digits checked in the same order for every kind: the year first, then the day. */
function digitsProblem(y: number, mo: number, d: number, h?: number, mi?: number, s?: number) {
  if (y < DATE_YEARS.first || y > DATE_YEARS.last) return refused('out-of-range', DATE_MESSAGES.outOfRange)
  if (!isRealTime(y, mo, d, h, mi, s)) return refused('no-such-day', DATE_MESSAGES.noSuchDay)
  return undefined
}

/** A calendar day, 'YYYY-MM-DD', as the instant of its noon in UTC (the same day in Florida). */
export function readDate(value: string): DateReading {
  const match = DATE.exec(value.trim())
  if (!match) return refused('malformed', DATE_MESSAGES.date)
  const [y, mo, d] = match.slice(1).map(Number) as [number, number, number]
  return digitsProblem(y, mo, d) ?? { ok: true, date: new Date(Date.UTC(y, mo - 1, d, 12)) }
}

/** A date and time: Eastern wall time from a datetime-local input, or an ISO instant with its offset. */
export function readDateTime(value: string): DateReading {
  const text = value.trim()
  const wall = WALL.exec(text)
  if (!wall) return readInstant(text)
  const [y, mo, d, h, mi] = wall.slice(1).map(Number) as [number, number, number, number, number]
  const problem = digitsProblem(y, mo, d, h, mi)
  if (problem) return problem
  const date = fromDateTimeLocal(text)
  return date ? { ok: true, date } : refused('dst-gap', DATE_MESSAGES.inDstGap(text.replace('T', ' ')))
}

/** An ISO instant with its offset ('2026-03-09T14:00:00.000Z', '…-05:00'), as machines write one. */
export function readInstant(value: string): DateReading {
  const text = value.trim()
  const instant = INSTANT.exec(text)
  if (!instant) return refused('malformed', DATE_MESSAGES.dateTime)
  const [y, mo, d, h, mi] = instant.slice(1, 6).map(Number) as [number, number, number, number, number]
  const problem = digitsProblem(y, mo, d, h, mi, Number(instant[6] ?? 0))
  if (problem) return problem
  if (Number(instant[8] ?? 0) > 23 || Number(instant[9] ?? 0) > 59)
    return refused('malformed', DATE_MESSAGES.dateTime)
  return { ok: true, date: new Date(text) }
}

/** Whether an instant lies within DATE_YEARS (read in UTC), for dates that arrive as Date objects. */
export function isWithinDateYears(date: Date): boolean {
  const year = date.getUTCFullYear()
  return !Number.isNaN(date.getTime()) && year >= DATE_YEARS.first && year <= DATE_YEARS.last
}
