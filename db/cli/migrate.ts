/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { closeDatabase, getDatabaseHandle } from '../client'
import { runMigrations } from '../migrate'

try {
  const handle = await getDatabaseHandle()
  await handle.withExclusiveLock((db) => runMigrations(handle.driver, db))
  console.log(`Migrations applied (${handle.driver}).`)
  await closeDatabase()
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  process.exit(1)
}
