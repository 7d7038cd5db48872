import 'server-only'
/**
 * Queues the morning digests: one e-mail per active sales or operations user with an e-mail
 * address and something on their day (lib/my-day, all offices as My day opens), per working day.
 * Safe on several instances at once: each digest is inserted as the outbox row
 * ('digest:YYYY-MM-DD', ref_id = the user) and the unique index mail_outbox_once_idx keeps the
 * first; the others do nothing. Users whose digest is already queued are not looked at again.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { adminUsers } from '@/db/schema'
import { loadMyDay } from '@/lib/my-day/queries'
import { queueMailsOnce } from '@/lib/mail/enqueue'
import { digestMail } from './content'
import { digestDayAt, digestKind } from './schedule'

/** Who has a My day to be told about (issue 25: sales and operations). */
export const DIGEST_ROLES = ['sales', 'operations'] as const

/** Queues the digests due at `now`; returns how many e-mails this call queued. */
export async function queueMorningDigests(db: Database, now: Date, siteUrl: string): Promise<number> {
  const day = digestDayAt(now)
  if (!day) return 0
  const kind = digestKind(day)
  const users = await db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.isActive, true),
        inArray(adminUsers.role, [...DIGEST_ROLES]),
        ne(adminUsers.email, ''),
        sql`not exists (select 1 from mail_outbox m where m.kind = ${kind} and m.ref_id = ${adminUsers.id})`,
      ),
    )
  let queued = 0
  for (const user of users) {
    const mail = digestMail(user, await loadMyDay({ user, office: null, now }), now, siteUrl)
    if (!mail) continue
    queued += await queueMailsOnce(db, [
      { to: user.email, subject: mail.subject, text: mail.text, kind, refId: user.id },
    ])
  }
  return queued
}
