/**
 * The public holidays the offices close on, when no consultation can be booked online: New Year's
 * Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas Day. Computed per year
 * (no list to keep up to date); a holiday on a weekend falls on a day without slots anyway.
 */
import { weekdayOf } from './eastern-time'

/** The day of the month of the nth (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = weekdayOf(year, month, 1)
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const last = weekdayOf(year, month, lastDay)
  return lastDay - ((last - weekday + 7) % 7)
}

const MONDAY = 1
const THURSDAY = 4

export function isOfficeHoliday(year: number, month: number, day: number): boolean {
  const fixed = (m: number, d: number) => month === m && day === d
  return (
    fixed(1, 1) ||
    fixed(7, 4) ||
    fixed(12, 25) ||
    (month === 5 && day === nthWeekday(year, 5, MONDAY, -1)) ||
    (month === 9 && day === nthWeekday(year, 9, MONDAY, 1)) ||
    (month === 11 && day === nthWeekday(year, 11, THURSDAY, 4))
  )
}
