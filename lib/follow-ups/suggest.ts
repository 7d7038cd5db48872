/**
 * The time a new follow-up form suggests after a status change: the next working day (Monday to
 * Friday, the offices' days, spec 01 §1) at 10:00 AM Eastern, as a datetime-local value.
 */
import { businessDay } from '@/lib/format'

export const SUGGESTED_HOUR = '10:00'

export function nextWorkingMorning(now: Date): string {
  const [y, m, d] = businessDay(now).split('-').map(Number) as [number, number, number]
  for (let step = 1; step <= 7; step++) {
    const day = new Date(Date.UTC(y, m - 1, d + step))
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) return `${day.toISOString().slice(0, 10)}T${SUGGESTED_HOUR}`
  }
  throw new Error('unreachable: a week always has a working day')
}
