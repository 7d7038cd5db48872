import 'server-only'
/**
 * The outbox as staff see it on the dashboard: how much mail waits to be sent and how much the
 * worker gave up on (MAX_ATTEMPTS failed attempts, ./backoff.ts), the given-up mails with their
 * last error, and a retry that puts one of them back in the queue (audited). Mail already sent is
 * never queued again: the homeowner would get it twice.
 */
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { AdminInputError } from '@/lib/errors'
import type { DeskActor } from '@/lib/leads/record-change'
import { MAX_ATTEMPTS, retryDelayMs } from './backoff'

/** Failed mails listed on the dashboard (newest first); the count says how many in all. */
export const FAILED_LIST_LIMIT = 20

export const OUTBOX_MESSAGES = {
  notFound: 'That e-mail is no longer in the outbox.',
  alreadySent: 'This e-mail was already sent; it is not sent again.',
  notFailed: 'This e-mail has not failed: it is still waiting to be sent, nothing to retry.',
  retried: 'The e-mail is back in the queue and will be sent within a minute.',
} as const

const unsent = isNull(mailOutbox.sentAt)
const gaveUp = and(unsent, gte(mailOutbox.attempts, MAX_ATTEMPTS))

export type FailedMail = {
  id: number
  to: string
  subject: string
  lastError: string | null
  attempts: number
  /** When it was queued, and when the last attempt failed (the next attempt was due after it). */
  createdAt: Date
  lastTriedAt: Date
}

export type OutboxHealth = { waiting: number; failed: number; failedMails: FailedMail[] }

export async function outboxHealth(): Promise<OutboxHealth> {
  const db = await getDb()
  const [[counts], failedMails] = await Promise.all([
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${MAX_ATTEMPTS})::int`,
        failed: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${MAX_ATTEMPTS})::int`,
      })
      .from(mailOutbox)
      .where(unsent),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        lastError: mailOutbox.lastError,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(gaveUp)
      .orderBy(desc(mailOutbox.nextAttemptAt), desc(mailOutbox.id))
      .limit(FAILED_LIST_LIMIT),
  ])
  return {
    waiting: Number(counts?.waiting ?? 0),
    failed: Number(counts?.failed ?? 0),
    // The worker (./outbox.ts markFailed) schedules the next attempt retryDelayMs after a failure:
    // the last failure was that long before the attempt that never came.
    failedMails: failedMails.map(({ nextAttemptAt, ...mail }) => ({
      ...mail,
      lastTriedAt: new Date(nextAttemptAt.getTime() - retryDelayMs(mail.attempts)),
    })),
  }
}

/**
 * Puts a given-up mail back in the queue: its attempts start again from zero, due now. Refused
 * for a mail already sent (409) or still being tried (409), and for one that is gone (404).
 */
export async function retryFailedMail(actor: DeskActor, id: number, now = new Date()) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update')
    if (!mail) throw new AdminInputError(OUTBOX_MESSAGES.notFound, 404)
    if (mail.sentAt) throw new AdminInputError(OUTBOX_MESSAGES.alreadySent, 409)
    if (mail.attempts < MAX_ATTEMPTS) throw new AdminInputError(OUTBOX_MESSAGES.notFailed, 409)
    const [after] = await tx
      .update(mailOutbox)
      .set({ attempts: 0, nextAttemptAt: now, lockedUntil: null })
      .where(and(eq(mailOutbox.id, id), unsent, gte(mailOutbox.attempts, MAX_ATTEMPTS)))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'retry',
      entity: 'mail',
      entityId: id,
      before: {
        to: mail.toAddress,
        subject: mail.subject,
        attempts: mail.attempts,
        lastError: mail.lastError,
      },
      after: { attempts: after?.attempts, nextAttemptAt: after?.nextAttemptAt },
    })
    return after ?? mail
  })
}
