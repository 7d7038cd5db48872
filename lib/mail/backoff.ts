/** Retry schedule of the mail outbox: 30 s, 1 min, 2 min, … doubling up to 1 hour. */
export const BACKOFF_BASE_MS = 30_000
export const BACKOFF_MAX_MS = 60 * 60_000
/** After this many failed attempts a message stops being retried (staff see lastError). */
export const MAX_ATTEMPTS = 15

export function retryDelayMs(attempts: number, baseMs = BACKOFF_BASE_MS, maxMs = BACKOFF_MAX_MS): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30))
}
