/**
 * Whether the database is reachable, as this process last saw it: set when a query or an idle
 * connection fails for want of a server (db/errors isDatabaseUnavailable), cleared by the next
 * query that works. proxy.ts reads it to answer pages with the "we are unavailable" page and a
 * 503 instead of letting each render fail; while it is set, a probe (at most one a second) finds
 * out whether the server is back. Kept on globalThis: the proxy and the routes are separate
 * module copies in one process. No driver is imported here.
 */
import { isDatabaseUnavailable } from './errors'

type Health = {
  downSince: number | null
  probe: (() => Promise<unknown>) | null
  probing: Promise<boolean> | null
  lastProbeAt: number
}

const PROBE_INTERVAL_MS = 1_000

const holder = globalThis as typeof globalThis & { __poolsDbHealth?: Health }
const health: Health = (holder.__poolsDbHealth ??= {
  downSince: null,
  probe: null,
  probing: null,
  lastProbeAt: 0,
})

/** Records a failure if it says the database cannot be reached; returns whether it did. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  health.downSince ??= Date.now()
  return true
}

export function noteDatabaseWorking() {
  if (health.downSince !== null) health.downSince = null
}

/** The cheapest statement that proves the server answers (set by db/client when it opens). */
export function setDatabaseProbe(probe: (() => Promise<unknown>) | null) {
  health.probe = probe
}

/** True while the database is known to be unreachable (a probe decides when it may be back). */
export async function isDatabaseDown(): Promise<boolean> {
  if (health.downSince === null) return false
  if (!health.probing && health.probe && Date.now() - health.lastProbeAt >= PROBE_INTERVAL_MS) {
    health.lastProbeAt = Date.now()
    const probe = health.probe
    health.probing = probe()
      .then(() => {
        noteDatabaseWorking()
        return false
      })
      .catch((error: unknown) => {
        noteDatabaseError(error)
        return health.downSince !== null
      })
      .finally(() => {
        health.probing = null
      })
  }
  return health.probing ?? true
}

/** Synchronous read for pages that only need to know (no probe). */
export function databaseMarkedDown(): boolean {
  return health.downSince !== null
}
