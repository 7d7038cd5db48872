/** Calendar days (YYYY-MM-DD) of quotes: validity dates are days in Eastern time, not instants. Pure. */

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A calendar day as an instant inside it (noon UTC is the same day in Eastern time), for formatting. */
export function dayInstant(day: string): string {
  return `${day}T12:00:00Z`
}
