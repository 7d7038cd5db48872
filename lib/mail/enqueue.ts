/**
 * Putting e-mails into the outbox (mail_outbox), the one place that writes its rows: as one step
 * of the statement that stores what they are about (leads, failure notices), or in the caller's
 * transaction (reminders, digests, calendar invites). The mails commit with their record or not at
 * all, and the worker (./outbox.ts) sends them later.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { mailOutbox, type MailAttachmentRef } from '@/db/schema'

/** One e-mail to queue: who gets it, its subject and text, and what kind of mail it is. */
export type OutgoingMail = { to: string; subject: string; text: string; kind: string }

/**
 * The CTE `mail AS (INSERT INTO mail_outbox …)` queuing `mails` for the one row returned by the
 * CTE named `owner`, whose id becomes each mail's ref_id. With `idPlaceholder`, that text in a
 * body is replaced by the id (the id of a new lead is only known inside the statement).
 */
export function outboxStep(mails: readonly OutgoingMail[], owner: string, idPlaceholder?: string): SQL {
  if (mails.length === 0) return sql`mail AS (SELECT 1)`
  const values = sql.join(
    mails.map((m) => sql`(${m.to}::text, ${m.subject}::text, ${m.text}::text, ${m.kind}::text)`),
    sql`, `,
  )
  const ownerId = sql`${sql.identifier(owner)}.id`
  const body =
    idPlaceholder === undefined
      ? sql`m.text_body`
      : sql`replace(m.text_body, ${idPlaceholder}, ${ownerId}::text)`
  return sql`mail AS (
    INSERT INTO mail_outbox (to_address, subject, text_body, kind, ref_id)
    SELECT m.to_address, m.subject, ${body}, m.kind, ${ownerId}
    FROM ${sql.identifier(owner)} CROSS JOIN (VALUES ${values}) AS m(to_address, subject, text_body, kind)
  )`
}

/**
 * A mail about one record (ref_id), optionally with an iCalendar invite, and files from the private
 * storage attached (read by the worker when it sends).
 */
export type RecordMail = OutgoingMail & {
  refId: number
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
  attachments?: MailAttachmentRef[]
}

/** Queues one mail in the caller's transaction. */
export async function queueMail(db: Database, mail: RecordMail) {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    kind: mail.kind,
    refId: mail.refId,
    calendar: mail.calendar ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    nextAttemptAt: sql`now()`,
  })
}

/**
 * Queues mails of the kinds sent at most once per record (a follow-up's reminder, a user's digest
 * of a day, a lead's confirmation): a mail whose (kind, ref_id) is already queued is skipped, also
 * when another instance queues it at the same moment. The predicate is mail_outbox_once_idx's
 * (db/schema.ts). Returns how many mails were new.
 */
export async function queueMailsOnce(db: Database, mails: readonly RecordMail[]): Promise<number> {
  if (!mails.length) return 0
  const inserted = (await db.execute(sql`
    INSERT INTO mail_outbox (to_address, subject, text_body, kind, ref_id)
    VALUES ${sql.join(
      mails.map((m) => sql`(${m.to}, ${m.subject}, ${m.text}, ${m.kind}, ${m.refId})`),
      sql`, `,
    )}
    ON CONFLICT (kind, ref_id)
      WHERE kind LIKE 'confirmation:%' OR kind = 'follow-up:reminder' OR kind LIKE 'digest:%'
      DO NOTHING
    RETURNING id
  `)) as unknown as { rows: unknown[] }
  return inserted.rows.length
}
