import { formatDate } from '@/lib/format'

/** A calendar day stored as YYYY-MM-DD ('2026-04-30'), shown as 'Apr 30, 2026'. */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`)
}
