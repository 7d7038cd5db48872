/**
 * Every date and time the admin area shows, in one zone and one format: the business's zone
 * (America/New_York, where the offices are), whatever the zone of the server or the browser.
 *
 * - On screen: 'Mar 7, 2025, 2:05 PM ET' (formatDateTime), or 'Mar 7, 2025' for a calendar day
 *   (formatDate). The ' ET' suffix is part of the format, so no page adds its own zone note.
 * - In CSV files: '2025-03-07 14:05' (formatSortableDateTime), which spreadsheets sort and read as
 *   a date; the column headers say '(ET)'.
 * - In form inputs: datetime-local values read and written as Eastern wall-clock time.
 * See docs/decisions/admin-times-in-eastern-time.md.
 */
import { BUSINESS_TIME_ZONE } from './time-zone'

export { BUSINESS_TIME_ZONE }
/** The zone's name as forms and hints spell it out. */
export const BUSINESS_TIME_ZONE_LABEL = 'Eastern Time'
/** The suffix every shown time carries. */
export const BUSINESS_TIME_ZONE_SHORT = 'ET'

type Instant = Date | string | number | null | undefined

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The instant, or null for a missing or unreadable value. */
function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** 'Mar 7, 2025, 2:05 PM ET'; '—' when there is no time. */
export function formatDateTime(value: Instant): string {
  const date = toDate(value)
  return date ? `${dateTime.format(date)} ${BUSINESS_TIME_ZONE_SHORT}` : '—'
}

/** 'Mar 7, 2025': the calendar day in Eastern time; '—' when there is no date. */
export function formatDate(value: Instant): string {
  const date = toDate(value)
  return date ? dateOnly.format(date) : '—'
}

/** '2025-03-07 14:05' in Eastern time: sortable, for CSV files (whose headers say ET). */
export function formatSortableDateTime(value: Instant): string {
  const date = toDate(value)
  if (!date) return ''
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** The calendar day (YYYY-MM-DD) in Eastern time of an instant. */
export function businessDay(value: Date): string {
  return formatSortableDateTime(value).slice(0, 10)
}

/** The value for an <input type="datetime-local"> showing an instant in Eastern time. */
export function toDateTimeLocal(value: Instant): string {
  return formatSortableDateTime(value).replace(' ', 'T')
}

/**
 * The instant of a wall-clock time in Eastern time ('2025-03-07T14:05' from a datetime-local
 * input), whatever the server's own time zone. Undefined for malformed input.
 */
export function fromDateTimeLocal(value: string): Date | undefined {
  const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const guess = Date.UTC(y, mo - 1, d, h, mi)
  if (Number.isNaN(guess)) return undefined
  // Find the offset of Eastern time at that moment (two passes settle daylight-saving edges).
  let instant = guess
  for (let i = 0; i < 2; i++) {
    const shown = formatSortableDateTime(new Date(instant))
    const [datePart, timePart] = shown.split(' ')
    const [sy, smo, sd] = (datePart ?? '').split('-').map(Number) as [number, number, number]
    const [sh, smi] = (timePart ?? '').split(':').map(Number) as [number, number]
    instant += guess - Date.UTC(sy, smo - 1, sd, sh, smi)
  }
  const check = new Date(instant)
  const wall = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`
  return toDateTimeLocal(check) === wall ? check : undefined
}
