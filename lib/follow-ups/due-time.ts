/**
 * Reading a follow-up's due time as a rep types it: Eastern wall-clock time from a datetime-local
 * input. A time in the spring-forward gap does not exist and is refused with that reason; an
 * earlier time of today is accepted (it shows as overdue at once: a rep logging a call they must
 * make now); an earlier day, or one more than FOLLOW_UP_MAX_DAYS_AHEAD away, is refused.
 */
import { DATE_YEARS, readDateTime } from '@/lib/write/date-rule'
import { businessDay } from '@/lib/format'
import { FOLLOW_UP_MAX_DAYS_AHEAD, FOLLOW_UP_MESSAGES } from './rules'

export type DueTime = { ok: true; dueAt: Date; overdue: boolean } | { ok: false; message: string }

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/
const DAY_MS = 86_400_000

function wallLabel(y: number, mo: number, d: number, h: number, mi: number): string {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi))
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
}

export function parseDueTime(value: unknown, now: Date): DueTime {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return { ok: false, message: FOLLOW_UP_MESSAGES.dueRequired }
  const match = text.match(WALL)
  if (!match) return { ok: false, message: FOLLOW_UP_MESSAGES.dueMalformed }
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number]
  // The admin date rule (lib/admin/date-rule); a year it refuses is long past or too far ahead.
  const reading = readDateTime(text)
  if (!reading.ok) {
    if (reading.problem === 'dst-gap')
      return { ok: false, message: FOLLOW_UP_MESSAGES.dueInDstGap(wallLabel(y, mo, d, h, mi)) }
    if (reading.problem === 'out-of-range')
      return {
        ok: false,
        message: y < DATE_YEARS.first ? FOLLOW_UP_MESSAGES.duePast : FOLLOW_UP_MESSAGES.dueTooFar,
      }
    return { ok: false, message: FOLLOW_UP_MESSAGES.dueMalformed }
  }
  const dueAt = reading.date
  if (businessDay(dueAt) < businessDay(now)) return { ok: false, message: FOLLOW_UP_MESSAGES.duePast }
  if (dueAt.getTime() - now.getTime() > FOLLOW_UP_MAX_DAYS_AHEAD * DAY_MS) {
    return { ok: false, message: FOLLOW_UP_MESSAGES.dueTooFar }
  }
  return { ok: true, dueAt, overdue: dueAt.getTime() < now.getTime() }
}
