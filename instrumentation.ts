export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { prepareDatabase, describeStartupError } = await import('./db/startup')
  try {
    await prepareDatabase()
  } catch (error) {
    console.error(`Start-up failed: ${describeStartupError(error)}`)
    process.exit(1)
  }
  const { startBackgroundJobs } = await import('./lib/jobs')
  await startBackgroundJobs()
}
