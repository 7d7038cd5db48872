/**
 * Free consultation slots of an office (issue 25), as pure functions of the clock, the settings
 * and the office's live appointments, so the public slot list and the server's re-check of a
 * posted slot are one rule. Slots start every slotMinutes from 9AM Eastern, Monday to Friday,
 * and must end by 4PM; the first bookable one is at least leadTimeHours away; they are offered
 * for BOOKING_HORIZON_DAYS calendar days from there.
 */
import { easternInstant, easternWallTime, weekdayOf } from './eastern-time'
import { isOfficeHoliday } from './holidays'
import { BOOKING_HORIZON_DAYS, BOOKING_HOURS, BOOKING_MESSAGES, type BookingSettings } from './rules'

const HOUR_MS = 3_600_000

/** A live appointment of the office: it blocks every slot it overlaps. */
export type BusyPeriod = { start: Date; minutes: number }

/**
 * The earliest instant a slot may start, and the end of the offered window: the same Eastern
 * wall-clock time BOOKING_HORIZON_DAYS calendar days later (a daylight-saving change in between
 * neither adds nor drops a slot).
 */
export function bookingWindow(now: Date, settings: BookingSettings): { from: Date; until: Date } {
  const from = new Date(now.getTime() + settings.leadTimeHours * HOUR_MS)
  const wall = easternWallTime(from)
  const until = easternInstant(wall.year, wall.month, wall.day + BOOKING_HORIZON_DAYS, wall.minute)
  return { from, until: new Date(until.getTime() + (from.getTime() % 60_000)) }
}

/** A day the offices take consultations: Monday to Friday, public holidays excepted. */
function isBookingDay(year: number, month: number, day: number): boolean {
  return BOOKING_HOURS.weekdays.includes(weekdayOf(year, month, day)) && !isOfficeHoliday(year, month, day)
}

/** Every slot start of a calendar day within booking hours (none on a weekend or holiday). */
function slotsOfDay(year: number, month: number, day: number, slotMinutes: number): Date[] {
  if (!isBookingDay(year, month, day)) return []
  const starts: Date[] = []
  for (
    let minute = BOOKING_HOURS.openMinute;
    minute + slotMinutes <= BOOKING_HOURS.closeMinute;
    minute += slotMinutes
  ) {
    starts.push(easternInstant(year, month, day, minute))
  }
  return starts
}

/** True when a slot of `minutes` from `start` overlaps any busy period. */
export function overlaps(start: Date, minutes: number, busy: readonly BusyPeriod[]): boolean {
  const end = start.getTime() + minutes * 60_000
  return busy.some((b) => b.start.getTime() < end && b.start.getTime() + b.minutes * 60_000 > start.getTime())
}

/** The free slot starts in the window, earliest first. */
export function freeSlots(now: Date, settings: BookingSettings, busy: readonly BusyPeriod[]): Date[] {
  const { from, until } = bookingWindow(now, settings)
  const first = easternWallTime(from)
  const slots: Date[] = []
  // One calendar day more than the window, so its last partial day is covered.
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset))
    for (const start of slotsOfDay(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      settings.slotMinutes,
    )) {
      if (start < from || start >= until) continue
      if (!overlaps(start, settings.slotMinutes, busy)) slots.push(start)
    }
  }
  return slots
}

/** True when the instant is the start of a slot: a booking day, on the slot grid, ending by 4PM. */
export function isSlotStart(instant: Date, slotMinutes: number): boolean {
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return false
  const wall = easternWallTime(instant)
  if (!isBookingDay(wall.year, wall.month, wall.day)) return false
  const sinceOpen = wall.minute - BOOKING_HOURS.openMinute
  return (
    sinceOpen >= 0 && sinceOpen % slotMinutes === 0 && wall.minute + slotMinutes <= BOOKING_HOURS.closeMinute
  )
}

/**
 * Why a posted slot cannot be booked (outside hours, too soon, too far ahead), or null when it
 * may be: whether it is still free is the database's to say (appointments_office_slot_idx).
 */
export function slotProblem(instant: Date, now: Date, settings: BookingSettings): string | null {
  if (!isSlotStart(instant, settings.slotMinutes)) return BOOKING_MESSAGES.outsideHours
  const { from, until } = bookingWindow(now, settings)
  if (instant < from) return BOOKING_MESSAGES.tooSoon
  if (instant >= until) return BOOKING_MESSAGES.tooFar
  return null
}

/**
 * A slot as the slot list sends it: an ISO 8601 instant in UTC ('2026-03-09T13:00:00.000Z');
 * null for anything else, including a day that does not exist (February 30 is not March 2).
 */
export function parseSlot(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return date.toISOString().slice(0, 16) === value.slice(0, 16) ? date : null
}
