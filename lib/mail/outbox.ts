import 'server-only'
/**
 * The durable mail outbox. Leads write their e-mails into mail_outbox in the same statement that
 * stores them; this worker sends them in the background. A batch is claimed with
 * UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so several instances never send the
 * same message, and a claim expires (locked_until) if an instance dies while sending. A failure
 * records the error and schedules the next attempt with exponential backoff. Attached files are
 * read from the private storage at send time (a missing one fails the attempt like an SMTP error).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { mailOutbox, type MailAttachmentRef } from '@/db/schema'
import { getPrivateStorage } from '@/lib/uploads/private-storage'
import { MAX_ATTEMPTS, retryDelayMs } from './backoff'
import type { MailAttachment, MailCalendar, MailSender } from './transport'

export const CLAIM_MS = 2 * 60_000

export type ClaimedMail = {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  calendar: MailCalendar | null
  attachments: MailAttachmentRef[]
  attempts: number
}

export async function claimBatch(db: Database, now: Date, limit: number): Promise<ClaimedMail[]> {
  const lockedUntil = new Date(now.getTime() + CLAIM_MS)
  const result = (await db.execute(sql`
    UPDATE mail_outbox SET locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE sent_at IS NULL
        AND attempts < ${MAX_ATTEMPTS}
        AND next_attempt_at <= ${now.toISOString()}::timestamptz
        AND (locked_until IS NULL OR locked_until <= ${now.toISOString()}::timestamptz)
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, calendar, attachments, attempts
  `)) as unknown as {
    rows: Array<{
      id: number
      to_address: string
      subject: string
      text_body: string
      html_body: string | null
      calendar: MailCalendar | null
      attachments: MailAttachmentRef[] | null
      attempts: number
    }>
  }
  return result.rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    calendar: r.calendar ?? null,
    attachments: r.attachments ?? [],
    attempts: Number(r.attempts),
  }))
}

async function markSent(db: Database, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id)))
}

async function markFailed(db: Database, mail: ClaimedMail, now: Date, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  await db
    .update(mailOutbox)
    .set({
      lockedUntil: null,
      lastError: message.slice(0, 2000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(mailOutbox.id, mail.id))
}

export type OutboxRun = { claimed: number; sent: number; failed: number }

/** Reads an attached file's bytes by its private-storage key (null when it is gone). */
export type AttachmentReader = (key: string) => Promise<Buffer | null>

export type WorkOptions = {
  send: MailSender
  /** Where attachments are read from; the private storage unless a test says otherwise. */
  readAttachment?: AttachmentReader
  now?: () => Date
  batchSize?: number
  concurrency?: number
}

/** Claims due messages and sends them; returns what happened. Never throws for a send failure. */
export async function workOutbox(db: Database, options: WorkOptions): Promise<OutboxRun> {
  const now = options.now ?? (() => new Date())
  const batch = await claimBatch(db, now(), options.batchSize ?? 20)
  let sent = 0
  let failed = 0
  const queue = [...batch]
  const workers = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      try {
        const attachments = await readAttachments(mail.attachments, options.readAttachment)
        await options.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          calendar: mail.calendar,
          ...(attachments.length ? { attachments } : {}),
        })
        await markSent(db, mail.id, now())
        sent++
      } catch (error) {
        await markFailed(db, mail, now(), error)
        failed++
      }
    }
  })
  await Promise.all(workers)
  return { claimed: batch.length, sent, failed }
}

async function readAttachments(
  refs: readonly MailAttachmentRef[],
  read: AttachmentReader = (key) => getPrivateStorage().get(key),
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = []
  for (const ref of refs) {
    const content = await read(ref.privateKey)
    if (!content)
      throw new Error(
        `The attachment ${ref.filename} (${ref.privateKey}) is missing from the private storage`,
      )
    files.push({ filename: ref.filename, contentType: ref.contentType, content })
  }
  return files
}

/** How many messages still wait to be sent (for the log line when SMTP is not configured). */
export async function pendingCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} IS NULL`)
  return Number(row?.count ?? 0)
}
