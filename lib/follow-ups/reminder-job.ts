import 'server-only'
/** Background job (lib/jobs.ts): queues follow-up reminders as they fall due, every 30 seconds. */
import { getDb } from '@/db/client'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'
import { siteUrl } from '@/lib/seo/site-url'
import { queueDueReminders } from './reminders'

export async function runFollowUpReminders() {
  const queued = await queueDueReminders(await getDb(), new Date(), siteUrl())
  if (queued) log.info({ queued }, 'follow-up reminders queued')
}

export const job: BackgroundJob = {
  name: 'follow-up-reminders',
  intervalMs: 30_000,
  run: runFollowUpReminders,
}
