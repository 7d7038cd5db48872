/**
 * Putting e-mails into the outbox (mail_outbox), as one step of the statement that stores what
 * they are about: the mails commit with their record or not at all, and the worker (./outbox.ts)
 * sends them later. Leads and failure notices both queue their mails this way.
 */
import { sql, type SQL } from 'drizzle-orm'

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
