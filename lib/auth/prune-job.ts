import 'server-only'
/**
 * Background clean-up: expired admin sessions (already refused; this deletes the rows), sign-in
 * codes that can no longer be used, and rate-limit windows older than a day.
 */
import { getDb } from '@/db/client'
import type { BackgroundJob } from '@/lib/jobs'
import { pruneRateLimits } from '@/lib/rate-limit'
import { pruneLoginCodes } from './login-codes'
import { pruneExpiredSessions } from './sessions'

export const job: BackgroundJob = {
  name: 'prune-sessions-and-rate-limits',
  intervalMs: 60 * 60 * 1000,
  // A DELETE of expired rows is safe to run on several instances at once.
  run: async () => {
    const db = await getDb()
    await pruneExpiredSessions(db)
    await pruneLoginCodes(db)
    await pruneRateLimits()
  },
}
