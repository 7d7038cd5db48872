/**
 * Start-up of the server process: open the database, apply migrations and, into an empty
 * database, load the demo data, all under one lock so that several instances starting together
 * do not race. Any failure stops the process with a one-line reason.
 */
import { env } from '@/config/env'
import { getDatabaseHandle } from '@/db/client'
import { thisHost } from '@/db/listener'
import { runMigrations } from '@/db/migrate'

export async function prepareDatabase() {
  const handle = await getDatabaseHandle()
  const seedDemo = env().SEED_DEMO_DATA === 'true'
  const result = await handle.withExclusiveLock(async (db) => {
    await runMigrations(handle.driver, db)
    if (!seedDemo) return undefined
    const { seedDemoData } = await import('@/lib/demo-data')
    return seedDemoData(db, { deals: true, projects: true })
  })
  const where = handle.driver === 'pglite' ? `embedded database in ${env().PGLITE_DIR}` : 'PostgreSQL'
  console.log(`Database ready (${where}).`)
  if (result?.seeded) console.log('Loaded the demo data into the empty database.')
  if (result?.admin) {
    console.log(`Demo admin login: username ${result.admin.username}, password ${result.admin.password}`)
    console.log('This password is shown once. Sign in at /admin-login and keep it somewhere safe.')
  }
}

/**
 * Several instances share the database: cache invalidations travel between them
 * (lib/cache/invalidation-sync.ts), and uploads in a local folder must not be split across
 * machines. Returns the reason to refuse to start, if any.
 */
async function joinOtherInstances(): Promise<string | undefined> {
  const handle = await getDatabaseHandle()
  const { startInvalidationSync } = await import('@/lib/cache/invalidation-sync')
  await startInvalidationSync(handle)
  const { checkUploadsAcrossMachines } = await import('@/lib/uploads/instances')
  const problem = await checkUploadsAcrossMachines(handle, thisHost())
  if (problem?.level === 'error') return problem.message
  if (problem) console.warn(`Warning: ${problem.message}`)
  return undefined
}

/**
 * Called once by instrumentation.ts when the server starts: prepares the database, joins the
 * other instances, then starts the background jobs. A failure prints one line and stops the
 * process.
 */
export async function startServerProcess() {
  try {
    await prepareDatabase()
    const refusal = await joinOtherInstances()
    if (refusal) {
      console.error(`Start-up refused: ${refusal}`)
      process.exit(1)
    }
  } catch (error) {
    console.error(`Start-up failed: ${describeStartupError(error)}`)
    process.exit(1)
  }
  const { startBackgroundJobs } = await import('@/lib/jobs')
  await startBackgroundJobs()
}

export function describeStartupError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0] ?? 'unknown error'
}
