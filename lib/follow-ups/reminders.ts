import 'server-only'
/**
 * Reminders: each follow-up that falls due (open, not reminded, with an assignee) is claimed by
 * setting reminded_at, and its e-mail queued in the outbox, in ONE transaction. The claim uses
 * FOR UPDATE SKIP LOCKED, so several instances or workers running at once each take other rows;
 * a claimed row no longer matches, and the unique index mail_outbox_once_idx (kind, ref_id)
 * refuses a second reminder for the same follow-up whatever happens. A follow-up whose assignee
 * is inactive is claimed without a mail: nobody would read it.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { REMINDER_KIND, reminderMail, type DueFollowUp } from './reminder-content'
import { queueMailsOnce } from '@/lib/mail/enqueue'
import type { FollowUpTarget } from './rules'

export const REMINDER_BATCH = 100

type Claimed = {
  id: number
  lead_type: string
  lead_id: number
  due_at: Date | string
  note: string
  username: string
  email: string
  is_active: boolean
  name: string | null
  phone: string | null
}

/** Queues the reminders due at `now`; returns how many e-mails were queued. */
export async function queueDueReminders(db: Database, now: Date, siteUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      WITH due AS (
        UPDATE follow_ups SET reminded_at = ${now.toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM follow_ups
          WHERE done_at IS NULL AND reminded_at IS NULL AND assignee_id IS NOT NULL
            AND due_at <= ${now.toISOString()}::timestamptz
          ORDER BY due_at, id
          LIMIT ${REMINDER_BATCH}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, lead_type, lead_id, due_at, note, assignee_id
      )
      SELECT due.id, due.lead_type, due.lead_id, due.due_at, due.note,
        u.username, u.email, u.is_active,
        coalesce(nullif(trim(e.first_name || ' ' || e.last_name), ''), c.name, a.customer_name) AS name,
        coalesce(e.phone, c.phone, a.phone) AS phone
      FROM due
      JOIN admin_users u ON u.id = due.assignee_id
      LEFT JOIN estimate_requests e ON due.lead_type = 'estimate' AND e.id = due.lead_id
      LEFT JOIN contacts c ON due.lead_type = 'contact' AND c.id = due.lead_id
      LEFT JOIN appointments a ON due.lead_type = 'appointment' AND a.id = due.lead_id
    `)) as unknown as { rows: Claimed[] }
    const mails = claimed.rows
      .filter((row) => row.is_active)
      .map((row) => {
        const item: DueFollowUp = {
          id: row.id,
          target: row.lead_type as FollowUpTarget,
          targetId: row.lead_id,
          dueAt: new Date(row.due_at),
          note: row.note,
          assignee: row.username,
          name: row.name ?? '',
          phone: row.phone,
        }
        return { to: row.email, refId: row.id, kind: REMINDER_KIND, ...reminderMail(item, siteUrl) }
      })
    return queueMailsOnce(tx, mails)
  })
}
