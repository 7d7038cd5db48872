/**
 * Optimistic concurrency for admin edits: a form carries the updatedAt of the row it was opened
 * with, and the update only applies `WHERE id = ? AND updated_at = ?`. PostgreSQL keeps
 * microseconds and JavaScript dates milliseconds, so both sides are compared at millisecond
 * precision.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

export function sameVersion(column: AnyColumn, version: string): SQL {
  return sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${version}::timestamptz)`
}

/** The version a form carries for a row. */
export function versionOf(updatedAt: Date | null | undefined): string | null {
  return updatedAt ? updatedAt.toISOString() : null
}

/** True when the error (or one it wraps) is a PostgreSQL unique violation. */
export function uniqueViolation(error: unknown): { constraint?: string } | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current && current.code === '23505') {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined
      const detail = 'detail' in current && typeof current.detail === 'string' ? current.detail : undefined
      return { constraint: constraint ?? detail }
    }
    current =
      typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined
  }
  return null
}
