/**
 * LISTEN on a dedicated PostgreSQL connection that comes back by itself. Notifications sent while
 * it was down are lost, so the caller hears about every reconnection and must assume it missed
 * something. The connection's application_name names this machine, so the machines whose server
 * processes use the same database can be listed (listenerHosts).
 */
import os from 'node:os'
import type { Client, Pool } from 'pg'

const APPLICATION_PREFIX = 'florida-pools@'

/** application_name of the listening connection (PostgreSQL keeps 63 bytes of it). */
export const LISTENER_APPLICATION_NAME = `${APPLICATION_PREFIX}${os.hostname()}`.slice(0, 63)

export type NotificationHandlers = {
  onMessage: (payload: string) => void
  /** The connection was lost and is back: notifications may have been missed meanwhile. */
  onReconnect: () => void
}

export type Listener = { close: () => Promise<void> }

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 10_000

export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  connectTimeoutMs: number,
): Promise<Listener> {
  const { Client } = await import('pg')
  let current: Client | undefined
  let stopped = false
  let retryMs = FIRST_RETRY_MS
  let timer: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const client = new Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: connectTimeoutMs,
    })
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload)
    })
    client.on('error', () => {
      // 'end' follows and schedules the reconnection.
    })
    client.on('end', () => {
      if (current === client && !stopped) retry()
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    if (stopped) {
      await client.end()
      return
    }
    current = client
    retryMs = FIRST_RETRY_MS
  }

  function retry() {
    current = undefined
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) handlers.onReconnect()
        },
        () => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
          if (!stopped) retry()
        },
      )
    }, retryMs)
    timer.unref()
  }

  await connect()
  return {
    close: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const client = current
      current = undefined
      await client?.end()
    },
  }
}

/** The machines (host names) whose server processes listen on this database right now. */
export async function listenerHosts(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT DISTINCT application_name AS name FROM pg_stat_activity
      WHERE datname = current_database() AND starts_with(application_name, $1)`,
    [APPLICATION_PREFIX],
  )
  return rows.map((row) => row.name.slice(APPLICATION_PREFIX.length)).sort()
}

/** This machine as listenerHosts() names it. */
export function thisHost(): string {
  return LISTENER_APPLICATION_NAME.slice(APPLICATION_PREFIX.length)
}
