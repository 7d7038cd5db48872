/**
 * When a consultation may take place: Monday to Friday within the office hours of spec 01 (9AM to
 * 4PM Eastern), starting and ending inside them, and never in the past. Staff may book outside the
 * hours when the homeowner asked for it (an explicit tick on the form); the past is never allowed
 * (docs/decisions/appointment-times-office-hours.md).
 */
import { DEFAULT_OPENING_HOURS } from '@/lib/seo/opening-hours'
import { formatSortableDateTime } from '@/lib/admin/format'

/** The lengths a consultation can be booked for, in minutes. */
export const APPOINTMENT_DURATIONS = [30, 45, 60, 90, 120] as const
export const DEFAULT_APPOINTMENT_MINUTES = 60

export const TIME_RULE_MESSAGES = {
  past: 'Choose a date and time in the future.',
  outsideHours:
    'That is outside office hours (Monday to Friday 9AM to 4PM Eastern, ending by 4PM). Choose another time, or tick "Outside office hours" if the homeowner asked for it.',
} as const

const WEEKDAY_INDEX: Record<string, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

const OPEN_DAYS = new Set(DEFAULT_OPENING_HOURS.days.map((d) => WEEKDAY_INDEX[d]))
const OPENS = minutesOf(DEFAULT_OPENING_HOURS.opens)
const CLOSES = minutesOf(DEFAULT_OPENING_HOURS.closes)

/** True when the appointment starts and ends within the office hours of one working day (Eastern). */
export function withinOfficeHours(start: Date, durationMinutes: number): boolean {
  const wall = formatSortableDateTime(start) // 'YYYY-MM-DD HH:MM' Eastern
  const [y, mo, d] = wall.slice(0, 10).split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay() || 7
  const begins = minutesOf(wall.slice(11, 16))
  return OPEN_DAYS.has(weekday) && begins >= OPENS && begins + durationMinutes <= CLOSES
}

/** The message refusing a start time, or null when it is allowed. */
export function appointmentTimeProblem(
  start: Date,
  durationMinutes: number,
  now: Date,
  outsideHoursAllowed: boolean,
): { field: 'scheduledAt'; message: string } | null {
  if (start.getTime() < now.getTime()) return { field: 'scheduledAt', message: TIME_RULE_MESSAGES.past }
  if (!outsideHoursAllowed && !withinOfficeHours(start, durationMinutes)) {
    return { field: 'scheduledAt', message: TIME_RULE_MESSAGES.outsideHours }
  }
  return null
}
