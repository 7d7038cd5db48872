/**
 * How a booked consultation time reads for a homeowner (success screen, confirmation e-mail,
 * slot picker), always in Eastern Time whatever the browser's or server's zone.
 */
import { BOOKING_TIME_ZONE } from './rules'

const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
})

/** 'Tuesday, December 1, 2026 at 10:00 AM ET' */
export function formatSlotLong(instant: Date | string): string {
  const date = new Date(instant)
  return `${longFormat.format(date)} at ${timeFormat.format(date)} ET`
}

/** 'Tue, Dec 1' */
export function formatSlotDay(instant: Date | string): string {
  return dayFormat.format(new Date(instant))
}

/** '10:00 AM' */
export function formatSlotTime(instant: Date | string): string {
  return timeFormat.format(new Date(instant))
}
