import 'server-only'
/** Staff changes to a contact message: status (new → replied → closed) and internal notes, with history and audit. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '@/db/client'
import { contacts, leadEvents } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '../audit'
import { AdminInputError } from '../errors'
import { CONTACT_STATUSES, NOTES_MAX, type ContactStatus } from './statuses'

export const contactUpdateSchema = z
  .object({
    status: z.enum(CONTACT_STATUSES, { error: 'Choose one of the contact statuses.' }).optional(),
    notes: z.string().trim().max(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters.`).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: 'Nothing to change.',
    path: ['status'],
  })

export type ContactUpdate = { status?: ContactStatus; notes?: string }

export async function updateContact(
  db: Database,
  actor: Pick<AdminUser, 'id' | 'username'>,
  id: number,
  change: ContactUpdate,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update')
    if (!before) throw new AdminInputError('Contact message not found.', 404)
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
