/**
 * `npm run db:seed`: migrates the database (DATABASE_URL, or the PGlite folder PGLITE_DIR) and
 * reloads the demo data. Leads and existing admin accounts are kept; the demo deals (leads with
 * quotes) are added when there is no quote yet, the demo projects when there is no project yet.
 */
import { DatabaseOpenError, getDatabaseHandle } from '@/db/client'
import { runMigrations } from '@/db/migrate'
import { EnvError } from '@/config/env'
import { describeDemoData, seedDemoData } from '@/lib/demo-data'

async function main() {
  const handle = await getDatabaseHandle()
  try {
    const result = await handle.withExclusiveLock(async (db) => {
      await runMigrations(handle.driver, db)
      return seedDemoData(db, { reset: true, deals: true, projects: true })
    })
    console.log(`Demo data loaded (${handle.driver}): ${describeDemoData()}.`)
    if (result.admin) {
      console.log(`Demo admin login: username ${result.admin.username}, password ${result.admin.password}`)
    }
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseOpenError || error instanceof EnvError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
