import 'server-only'
/**
 * Staff changes to a contact message: status (new → replied → closed), sales rep and internal
 * notes, with history and audit, applied only to the version of the message the change was made on.
 * Converting a message into a lead is ./convert.ts.
 */
import { getDb } from '@/db/client'
import { contacts } from '@/db/schema'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { assertActiveRep, recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { CONTACT_MESSAGES, type ContactUpdate } from './schemas'

export async function updateContact(actor: DeskActor, id: number, change: ContactUpdate) {
  const db = await getDb()
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
    if (change.salesRep !== undefined && change.salesRep !== before.salesRep) {
      if (change.salesRep !== null) await assertActiveRep(tx, change.salesRep, CONTACT_MESSAGES.unknownRep)
      set.salesRep = change.salesRep
      events.push({ action: 'sales_rep', fromValue: before.salesRep, toValue: change.salesRep })
    }
    const notes = change.notes === undefined ? undefined : change.notes || null
    if (notes !== undefined && notes !== before.notes) {
      set.notes = notes
      events.push({ action: 'notes', fromValue: null, toValue: notes ? notes.slice(0, 200) : null })
    }
    return recordDeskChange(tx, { leadType: 'contact', table: contacts }, actor, before, set, events, now)
  })
}
