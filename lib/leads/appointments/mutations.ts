import 'server-only'
/**
 * Staff changes to an appointment: its status and its date and time, with history and audit,
 * applied only to the version of the appointment the change was made on.
 */
import type { Database } from '@/db/client'
import { appointments } from '@/db/schema'
import { lockAtVersion } from '@/lib/admin/desk-lock'
import { recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { AdminInputError } from '@/lib/errors'
import { APPOINTMENT_MESSAGES, type AppointmentUpdate } from './schemas'

export async function updateAppointment(
  db: Database,
  actor: DeskActor,
  id: number,
  change: AppointmentUpdate,
) {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, appointments, id, change.updatedAt, APPOINTMENT_MESSAGES.notFound)
    const now = new Date()
    const set: Partial<typeof appointments.$inferSelect> = {}
    const events: LeadEvent[] = []
    if (change.scheduledAt !== undefined && change.scheduledAt?.getTime() !== before.scheduledAt?.getTime()) {
      set.scheduledAt = change.scheduledAt
      events.push({
        action: 'scheduled_at',
        // The instants themselves: the history shows them in the admin's one format.
        fromValue: before.scheduledAt?.toISOString() ?? null,
        toValue: change.scheduledAt?.toISOString() ?? null,
      })
    }
    // A confirmed appointment has a date and time, whether it is being confirmed now or already
    // was and this change would clear its date.
    const status = change.status ?? before.status
    const scheduled = set.scheduledAt !== undefined ? set.scheduledAt : before.scheduledAt
    if (status === 'confirmed' && !scheduled) {
      throw new AdminInputError(APPOINTMENT_MESSAGES.dateRequired, 400, 'scheduledAt')
    }
    if (change.status !== undefined && change.status !== before.status) {
      set.status = change.status
      set.statusUpdatedAt = now
      events.push({ action: 'status', fromValue: before.status, toValue: change.status })
    }
    return recordDeskChange(
      tx,
      { leadType: 'appointment', table: appointments },
      actor,
      before,
      set,
      events,
      now,
    )
  })
}
