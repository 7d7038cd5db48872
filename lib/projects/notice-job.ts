import 'server-only'
/**
 * Background job (lib/jobs.ts): queues the homeowners' notices about their builds (./notices.ts):
 * stages reached, installments due, the two-day reminders and the review requests, every 30 s.
 */
import { getDb } from '@/db/client'
import { env } from '@/config/env'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'
import { siteUrl } from '@/lib/seo/site-url'
import { queueProjectNotices } from './notices'

export async function runProjectNotices() {
  const counts = await queueProjectNotices(await getDb(), {
    baseUrl: siteUrl(),
    delayMs: env().PROJECT_NOTICE_DELAY_MINUTES * 60_000,
  })
  if (Object.values(counts).some(Boolean)) log.info(counts, 'project notices queued')
}

export const job: BackgroundJob = { name: 'project-notices', intervalMs: 30_000, run: runProjectNotices }
