import 'server-only'
/**
 * Background job (lib/jobs.ts) that works the mail outbox. Without SMTP_URL nothing is sent: the
 * messages wait in mail_outbox, and the log says so once per process.
 */
import { getDb } from '@/db/client'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'
import { pendingCount, workOutbox } from './outbox'
import { configuredSender } from './transport'

let warnedNoSmtp = false

export async function runMailOutbox() {
  const send = configuredSender()
  const db = await getDb()
  if (!send) {
    if (!warnedNoSmtp) {
      warnedNoSmtp = true
      const waiting = await pendingCount(db)
      log.warn(
        { waiting },
        'SMTP_URL is not set: lead e-mails wait in the mail_outbox table and are sent once SMTP_URL is configured',
      )
    }
    return
  }
  // Keep going while full batches come back, so a backlog drains quickly.
  for (let round = 0; round < 10; round++) {
    const result = await workOutbox(db, { send })
    if (result.failed) log.warn({ ...result }, 'Some e-mails could not be sent; they will be retried')
    if (result.claimed < 20 || result.failed) break
  }
}

export const job: BackgroundJob = { name: 'mail-outbox', intervalMs: 2_000, run: runMailOutbox }
