/** Dates and times as staff read them: Eastern time, where the offices are. */
import { BUSINESS_TIME_ZONE } from './list-params'

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

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '—'
  return dateTime.format(new Date(value))
}

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '—'
  return dateOnly.format(new Date(value))
}

/** '2025-03-07 14:05' in Eastern time: sortable, for CSV files. */
export function formatSortableDateTime(value: Date | null | undefined): string {
  if (!value) return ''
  const p = Object.fromEntries(parts.formatToParts(value).map((part) => [part.type, part.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** The calendar day (YYYY-MM-DD) in Eastern time of an instant. */
export function businessDay(value: Date): string {
  return formatSortableDateTime(value).slice(0, 10)
}

/** The value for an <input type="datetime-local"> showing an instant in Eastern time. */
export function toDateTimeLocal(value: Date | null | undefined): string {
  return value ? formatSortableDateTime(value).replace(' ', 'T') : ''
}

/**
 * The instant of a wall-clock time in Eastern time ('2025-03-07T14:05' from a datetime-local
 * input), whatever the server's own time zone. Undefined for malformed input.
 */
export function fromDateTimeLocal(value: string): Date | undefined {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/)
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
  return toDateTimeLocal(check) === value ? check : undefined
}
