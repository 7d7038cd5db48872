/** How the calendar names its days, ranges and times (Eastern time; the page says "ET" once). */
import { BUSINESS_TIME_ZONE } from '@/lib/format'
import type { CalendarView } from './calendar'

const utc = (day: string) => new Date(`${day}T12:00:00Z`)
const fmt = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options })

const dayHeading = fmt({ weekday: 'short', month: 'short', day: 'numeric' })
const longDay = fmt({ weekday: 'long', month: 'long', day: 'numeric' })
const monthTitle = fmt({ month: 'long', year: 'numeric' })
const shortDay = fmt({ month: 'short', day: 'numeric' })
const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
})

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** 'Mon, Nov 23' */
export const dayLabel = (day: string) => dayHeading.format(utc(day))
/** 'Monday, November 23' (for screen readers and the phone list) */
export const longDayLabel = (day: string) => longDay.format(utc(day))
/** '10:30 AM' in Eastern time */
export const clockLabel = (instant: Date) => clock.format(instant)

/** '10:30 AM – 11:30 AM' */
export function timeRange(start: Date, minutes: number): string {
  return `${clockLabel(start)} – ${clockLabel(new Date(start.getTime() + minutes * 60_000))}`
}

/** 'Nov 23 – Nov 29, 2026' for a week, 'November 2026' for a month. */
export function calendarTitle(view: CalendarView, days: readonly string[], date: string): string {
  if (view === 'month') return monthTitle.format(utc(date))
  const first = days[0] ?? date
  const last = days[days.length - 1] ?? date
  return `${shortDay.format(utc(first))} – ${shortDay.format(utc(last))}, ${last.slice(0, 4)}`
}
