import 'server-only'
/**
 * Staff changes to a contact message: status (new → replied → closed) and internal notes, with
 * history and audit, applied only to the version of the message the change was made on.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { contacts, leadEvents } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '@/lib/admin/audit'
import { lockAtVersion } from '@/lib/admin/desk-lock'
import { CONTACT_MESSAGES, type ContactUpdate } from './schemas'

export async function updateContact(
  db: Database,
  actor: Pick<AdminUser, 'id' | 'username'>,
  id: number,
  change: ContactUpdate,
) {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, contacts, id, change.updatedAt, CONTACT_MESSAGES.notFound)
    const now = new Date()
    const set: Partial<typeof contacts.$inferInsert> = {}
    const events: { action: string; fromValue: string | null; toValue: string | null }[] = []
    if (change.status !== undefined && change.status !== before.status) {
      set.status = change.status
      set.statusUpdatedAt = now
      events.push({ action: 'status', fromValue: before.status, toValue: change.status })
    }
    const notes = change.notes === undefined ? undefined : change.notes || null
    if (notes !== undefined && notes !== before.notes) {
      set.notes = notes
      events.push({ action: 'notes', fromValue: null, toValue: notes ? notes.slice(0, 200) : null })
    }
    if (!events.length) return before
    const [after] = await tx
      .update(contacts)
      .set({ ...set, updatedAt: now })
      .where(eq(contacts.id, id))
      .returning()
    await tx
      .insert(leadEvents)
      .values(
        events.map((e) => ({ ...e, leadType: 'contact', leadId: id, actor: actor.username, createdAt: now })),
      )
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'contact',
      entityId: id,
      before: Object.fromEntries(Object.keys(set).map((k) => [k, before[k as keyof typeof before]])),
      after: set,
    })
    return after ?? before
  })
}
