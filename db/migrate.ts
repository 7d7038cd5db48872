import path from 'node:path'
import type { Database, DatabaseHandle } from './client'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations')

/** Applies every pending migration of db/migrations. Call inside withExclusiveLock. */
export async function runMigrations(driver: DatabaseHandle['driver'], db: Database) {
  if (driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER })
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER })
  }
}
