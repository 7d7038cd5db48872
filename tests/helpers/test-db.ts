/**
 * An isolated, migrated database per test file: an in-memory PGlite by default (a copy of one
 * migrated template), or a fresh PostgreSQL database (created and dropped here) when
 * TEST_DB=postgres, using TEST_DATABASE_URL (default
 * postgres://postgres:postgres@127.0.0.1:5432/postgres) to reach the server.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, inject } from 'vitest'
import { clearCache } from '@/lib/cache'
import { openPglite, openPostgres, setDatabaseHandle, type Database, type DatabaseHandle } from '@/db/client'
import { runMigrations } from '@/db/migrate'

export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

function adminUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle
  if (testDriver === 'postgres') {
    const { Client } = await import('pg')
    const name = `pools_test_${randomBytes(6).toString('hex')}`
    const admin = new Client({ connectionString: adminUrl() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl())
    url.pathname = `/${name}`
    const opened = await openPostgres(url.toString())
    handle = {
      ...opened,
      close: async () => {
        await opened.close()
        const dropper = new Client({ connectionString: adminUrl() })
        await dropper.connect()
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await dropper.end()
      },
    }
  } else {
    // A copy of the migrated template that tests/helpers/pglite-template.ts made for this run.
    const template = inject('pgliteTemplate')
    handle = await openPglite(
      'memory://',
      template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {},
    )
  }
  await handle.withExclusiveLock((db) => runMigrations(handle.driver, db))
  return handle
}

/**
 * Registers beforeAll/afterAll hooks that give the file its own database, installed as the
 * shared handle that getDb() returns. Returns a getter for the drizzle instance.
 */
export function useTestDatabase(): { db: () => Database; handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    handle = await createTestDatabase()
    setDatabaseHandle(handle)
    clearCache()
  })
  afterAll(async () => {
    setDatabaseHandle(undefined)
    await handle?.close()
  })
  const current = () => {
    if (!handle) throw new Error('useTestDatabase(): the database is opened in beforeAll')
    return handle
  }
  return { db: () => current().db, handle: current }
}
