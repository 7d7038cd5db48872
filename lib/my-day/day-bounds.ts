/** The Eastern calendar day a rep's "today" means, as instants. */
import { businessDay, fromDateTimeLocal } from '@/lib/format'

export function endOfBusinessDay(now: Date): Date {
  const [y, m, d] = businessDay(now).split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  // Midnight is never inside a US daylight-saving gap (those are at 2 AM).
  const end = fromDateTimeLocal(`${next}T00:00`)
  if (!end) throw new Error(`no Eastern midnight on ${next}`)
  return end
}

/** The start of the Eastern calendar day of `now`. */
export function startOfBusinessDay(now: Date): Date {
  const start = fromDateTimeLocal(`${businessDay(now)}T00:00`)
  if (!start) throw new Error(`no Eastern midnight on ${businessDay(now)}`)
  return start
}
