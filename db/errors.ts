export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError'
}

/** The SQLSTATE of a database error, looked for along the error's causes (drizzle wraps them). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * The database refused the rows themselves: a data exception (22…: a value it cannot store),
 * an integrity violation (23…) or a limit (54…). Sending the same rows again fails the same way,
 * so they must be dropped, never retried. (A missing table, 42P01, is not the rows' fault: during
 * a deploy it comes back.)
 */
export function isRowRefused(error: unknown): boolean {
  return /^(22|23|54)/.test(sqlState(error) ?? '')
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
])
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i

/**
 * The database cannot be reached or is not serving (as opposed to refusing a statement): no
 * connection, a dropped one, or a server shutting down (SQLSTATE 08…, 57P…, 53300).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseOpenError) return true
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || /^(08|57P)/.test(code) || code === '53300') return true
    }
    const message = (current as { message?: unknown }).message
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
