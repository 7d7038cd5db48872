/**
 * The lazy database handle. Nothing connects at import time: the first call to getDb() opens
 * PostgreSQL (DATABASE_URL set) or the embedded PGlite folder, and every later call shares that
 * one promise, kept on globalThis so that Next.js module copies and hot reloads share it too.
 */
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { env } from '@/config/env'
import * as schema from './schema'
import { DatabaseOpenError } from './errors'
import { acquireFolderLock, releaseFolderLock } from './folder-lock'
import { noteDatabaseError, noteDatabaseWorking, setDatabaseProbe } from './health'
import { listenerHosts, listenPostgres, thisHost, type Listener, type NotificationHandlers } from './listener'
import { storableParams } from './storable-params'

export { DatabaseOpenError }
export type { Listener, NotificationHandlers }

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * The handle inside `db.transaction(async (tx) => …)`: the same queries, run in that transaction.
 * It is a Database too, so a function that takes a Database can be handed one.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  /**
   * Runs fn while holding a lock that no other instance holds at the same time (a PostgreSQL
   * advisory lock on a dedicated connection; PGlite has one process by construction).
   */
  withExclusiveLock: <T>(fn: (db: Database) => Promise<T>) => Promise<T>
  /** Sends payload to every listener of channel (PostgreSQL NOTIFY; PGlite: within this process). */
  notify: (channel: string, payload: string) => Promise<void>
  /**
   * Receives the notifications of channel. PostgreSQL: on a dedicated connection that reconnects
   * by itself after a loss (handlers.onReconnect says notifications may have been missed).
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Listener>
  /** The machines whose server processes use this database now (those listening; PGlite: this one). */
  instanceHosts: () => Promise<string[]>
  close: () => Promise<void>
}

/** Longest wait for a new PostgreSQL connection (or a free one from the pool) before an error. */
export const PG_CONNECT_TIMEOUT_MS = 5000

/** Key of the advisory lock taken around migrations and the demo seed. */
const STARTUP_LOCK_KEY = 7_236_401

type GlobalWithDb = typeof globalThis & { __poolsDb?: Promise<DatabaseHandle> }
const holder = globalThis as GlobalWithDb

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new DatabaseOpenError(
      'The database was opened during `next build`. Pages that read data must call `await connection()` so they render at request time.',
    )
  }
  holder.__poolsDb ??= openDatabase().catch((error: unknown) => {
    holder.__poolsDb = undefined
    throw error
  })
  return holder.__poolsDb
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db
}

/** Tests install their own isolated database as the shared handle. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined) {
  holder.__poolsDb = handle ? Promise.resolve(handle) : undefined
}

export async function closeDatabase() {
  const pending = holder.__poolsDb
  holder.__poolsDb = undefined
  if (pending) await (await pending).close()
}

async function openDatabase(): Promise<DatabaseHandle> {
  const { DATABASE_URL, PGLITE_DIR } = env()
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(PGLITE_DIR)
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ Pool, Client }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  /** Every connection of the pool sends its parameters through the one text rule. */
  class StorableClient extends Client {
    override query(...args: unknown[]): never {
      const [config, values] = args
      if (Array.isArray(values)) args[1] = storableParams(values)
      else if (isQueryConfig(config)) args[0] = { ...config, values: storableParams(config.values) }
      return (super.query as (...a: unknown[]) => never)(...args)
    }
  }
  /** Tells db/health whether the server answers, from every query that goes through the pool. */
  class WatchedPool extends Pool {
    override query(...args: unknown[]): never {
      const result = (super.query as (...a: unknown[]) => unknown)(...args)
      if (result instanceof Promise) {
        result.then(noteDatabaseWorking, (error: unknown) => {
          noteDatabaseError(error)
        })
      }
      return result as never
    }
  }
  const pool = new WatchedPool({
    Client: StorableClient,
    connectionString: url,
    max: env().PG_POOL_SIZE,
    // An unreachable host (dropped packets) fails start-up with its reason instead of hanging.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  })
  pool.on('error', (error) => {
    // An idle client lost its connection; the pool replaces it on the next query. A server that
    // went away shows here first.
    noteDatabaseError(error)
  })
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${describe(error)}`)
  }
  setDatabaseProbe(() => pool.query('SELECT 1'))
  return {
    db: drizzle(pool, { schema }),
    driver: 'postgres',
    withExclusiveLock: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
        try {
          return await fn(drizzle(client, { schema }))
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers, PG_CONNECT_TIMEOUT_MS),
    instanceHosts: () => listenerHosts(pool),
    close: () => pool.end(),
  }
}

/**
 * Opens the embedded database in dir, or in memory for 'memory://'. An in-memory database can start
 * from loadDataDir, a data folder dumped by PGlite's dumpDataDir (the tests' migrated template).
 */
export async function openPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://')
  if (!inMemory) acquireFolderLock(dir)
  try {
    const [{ PGlite }, { drizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ])
    const client = withStorableParams(
      await (inMemory ? PGlite.create({ loadDataDir: options.loadDataDir }) : PGlite.create(dir)),
    )
    const db = drizzle(client, { schema })
    return {
      db,
      driver: 'pglite',
      withExclusiveLock: (fn) => fn(db),
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload])
      },
      listen: async (channel, handlers) => {
        const stop = await client.listen(channel, handlers.onMessage)
        return { close: () => stop() }
      },
      instanceHosts: async () => [thisHost()],
      close: async () => {
        await client.close()
        if (!inMemory) releaseFolderLock(dir)
      },
    }
  } catch (error) {
    if (!inMemory) releaseFolderLock(dir)
    throw new DatabaseOpenError(`Cannot open the embedded database in ${dir}: ${describe(error)}`)
  }
}

function isQueryConfig(value: unknown): value is { values: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { values?: unknown }).values)
}

type Queryable = Pick<PGliteTransaction, 'query'>

/** A PGlite handle (and its transactions) whose query parameters go through the one text rule. */
function withStorableParams(client: PGlite): PGlite {
  const cleanQuery =
    (target: Queryable): Queryable['query'] =>
    (query, params, options) =>
      target.query(query, storableParams(params), options)
  const query = cleanQuery(client)
  const transaction: PGlite['transaction'] = (fn) =>
    client.transaction((tx) =>
      fn(
        new Proxy(tx, { get: (t, p) => (p === 'query' ? cleanQuery(t) : (Reflect.get(t, p, t) as unknown)) }),
      ),
    )
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query
      if (property === 'transaction') return transaction
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}

function redactUrl(url: string) {
  return url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@')
}

function describe(error: unknown) {
  return error instanceof Error ? error.message || error.name : String(error)
}
