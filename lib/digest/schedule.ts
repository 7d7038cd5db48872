/**
 * When the morning digest goes out: from 7:00 America/New_York on working days (Monday to
 * Friday), read on the Eastern wall clock so it is 7:00 in winter (12:00 UTC) and in summer
 * (11:00 UTC) alike. A server started later that morning still sends it, until the catch-up
 * window closes (docs/decisions/morning-digest.md).
 */
import { BUSINESS_TIME_ZONE } from '@/lib/format'

export const DIGEST_HOUR = 7
/** Digests not sent by DIGEST_HOUR + this (a restart, an outage) are skipped for the day. */
export const DIGEST_CATCH_UP_HOURS = 3
const WORKING_DAYS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** The Eastern day ('2026-03-09') whose digest is due at `now`, or null when none is. */
export function digestDayAt(now: Date): string | null {
  const parts = Object.fromEntries(EASTERN.formatToParts(now).map((p) => [p.type, p.value]))
  const hour = Number(parts.hour)
  if (!WORKING_DAYS.has(parts.weekday ?? '')) return null
  if (hour < DIGEST_HOUR || hour >= DIGEST_HOUR + DIGEST_CATCH_UP_HOURS) return null
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The outbox kind of one day's digest: with ref_id = the user, once per user and day. */
export function digestKind(day: string): string {
  return `digest:${day}`
}
