import 'server-only'
/** Background job (lib/jobs.ts): queues the morning digests once they are due, every minute. */
import { getDb } from '@/db/client'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'
import { siteUrl } from '@/lib/seo/site-url'
import { queueMorningDigests } from './queue'

export async function runMorningDigest() {
  const queued = await queueMorningDigests(await getDb(), new Date(), siteUrl())
  if (queued) log.info({ queued }, 'morning digests queued')
}

export const job: BackgroundJob = { name: 'morning-digest', intervalMs: 60_000, run: runMorningDigest }
