/**
 * When a consultation may take place: Monday to Friday within the office hours of spec 01 (9AM to
 * 4PM Eastern, the same hours online booking offers: lib/booking/rules.ts), starting and ending
 * inside them, and never in the past. Staff may book outside the hours when the homeowner asked
 * for it (an explicit tick on the form); the past is never allowed
 * (docs/decisions/appointment-times-and-calendar-invites.md).
 */
import { BOOKING_HOURS, BOOKING_LIMITS } from '@/lib/booking/rules'
import { formatSortableDateTime } from '@/lib/format'

/** The lengths the form offers, in minutes (a booked slot's length is kept if it is another). */
export const APPOINTMENT_DURATIONS = [30, 45, 60, 90, 120] as const
/** Any length staff or online booking may set: the limits of the booking slot length. */
export const APPOINTMENT_LENGTH_LIMITS = BOOKING_LIMITS.slotMinutes

export const TIME_RULE_MESSAGES = {
  past: 'Choose a date and time in the future.',
  outsideHours:
    'That is outside office hours (Monday to Friday 9AM to 4PM Eastern, ending by 4PM). Choose another time, or tick "Outside office hours" if the homeowner asked for it.',
} as const

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** True when the appointment starts and ends within the office hours of one working day (Eastern). */
export function withinOfficeHours(start: Date, durationMinutes: number): boolean {
  const wall = formatSortableDateTime(start) // 'YYYY-MM-DD HH:MM' Eastern
  const [y, mo, d] = wall.slice(0, 10).split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay()
  const begins = minutesOf(wall.slice(11, 16))
  return (
    BOOKING_HOURS.weekdays.includes(weekday) &&
    begins >= BOOKING_HOURS.openMinute &&
    begins + durationMinutes <= BOOKING_HOURS.closeMinute
  )
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
