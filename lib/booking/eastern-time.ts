/**
 * Eastern wall-clock time without a date library (this module also runs in the slot picker, so
 * it stays tiny): the wall-clock parts of an instant, and the instant of a wall-clock time,
 * correct across daylight-saving changes because Intl knows the zone's rules.
 */
import { BOOKING_TIME_ZONE } from './rules'

export type WallTime = { year: number; month: number; day: number; minute: number }

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Eastern calendar day and minute of the day of an instant. */
export function easternWallTime(instant: Date): WallTime {
  const p: Record<string, number> = {}
  for (const part of partsFormat.formatToParts(instant)) p[part.type] = Number(part.value)
  return {
    year: p.year ?? 0,
    month: p.month ?? 0,
    day: p.day ?? 0,
    minute: (p.hour ?? 0) * 60 + (p.minute ?? 0),
  }
}

/** 'YYYY-MM-DD' of the Eastern calendar day of an instant. */
export function easternDayKey(instant: Date): string {
  const { year, month, day } = easternWallTime(instant)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The instant of an Eastern wall-clock time. Two passes settle the zone's offset at that moment
 * (EST -5h or EDT -4h); booking hours are far from the 2AM change, so every time exists.
 */
export function easternInstant(year: number, month: number, day: number, minute: number): Date {
  const wanted = Date.UTC(year, month - 1, day, 0, minute)
  let instant = wanted
  for (let pass = 0; pass < 2; pass++) {
    const shown = easternWallTime(new Date(instant))
    instant += wanted - Date.UTC(shown.year, shown.month - 1, shown.day, 0, shown.minute)
  }
  return new Date(instant)
}

/** Day of the week (0 Sunday … 6 Saturday) of a calendar day. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}
