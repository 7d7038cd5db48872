import 'server-only'
/** Background job (lib/jobs.ts): expires quotes past their validity date, every minute. */
import { getDb } from '@/db/client'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'
import { expireQuotes } from './expiry'

export async function runQuoteExpiry() {
  const expired = await expireQuotes(await getDb())
  if (expired.length) log.info({ expired: expired.length }, 'quotes expired')
}

export const job: BackgroundJob = { name: 'quote-expiry', intervalMs: 60_000, run: runQuoteExpiry }
