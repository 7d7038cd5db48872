/**
 * Optimistic concurrency for admin edits: a form carries the updatedAt of the row it was opened
 * with, and the update only applies `WHERE id = ? AND updated_at = ?`. PostgreSQL keeps
 * microseconds and JavaScript dates milliseconds, so both sides are compared at millisecond
 * precision.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { STALE_EDIT_MESSAGE } from './result'

export function sameVersion(column: AnyColumn, version: string): SQL {
  return sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${version}::timestamptz)`
}

/** The version a form carries for a row. */
export function versionOf(updatedAt: Date | null | undefined): string | null {
  return updatedAt ? updatedAt.toISOString() : null
}

export class StaleEditError extends Error {
  constructor() {
    super(STALE_EDIT_MESSAGE)
    this.name = 'StaleEditError'
  }
}

export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} was not found. It may have been deleted by someone else.`)
    this.name = 'NotFoundError'
  }
}

/** A rule of the domain was broken (e.g. removing the last admin): shown to the user as is. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'RuleError'
  }
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
