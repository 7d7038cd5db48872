import 'server-only'
/**
 * Staff changes to a contact message: status (new → replied → closed) and internal notes, with
 * history and audit, applied only to the version of the message the change was made on.
 */
import type { Database } from '@/db/client'
import { contacts } from '@/db/schema'
import { lockAtVersion } from '@/lib/admin/desk-lock'
import { recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { CONTACT_MESSAGES, type ContactUpdate } from './schemas'

export async function updateContact(db: Database, actor: DeskActor, id: number, change: ContactUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, contacts, id, change.updatedAt, CONTACT_MESSAGES.notFound)
    const now = new Date()
    const set: Partial<typeof contacts.$inferSelect> = {}
    const events: LeadEvent[] = []
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
    return recordDeskChange(tx, { leadType: 'contact', table: contacts }, actor, before, set, events, now)
  })
}
