import 'server-only'
/**
 * Staff changes to an appointment: its status and its date and time, with history and audit,
 * applied only to the version of the appointment the change was made on.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { appointments, leadEvents } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '@/lib/admin/audit'
import { lockAtVersion } from '@/lib/admin/desk-lock'
import { AdminInputError } from '@/lib/errors'
import { APPOINTMENT_MESSAGES, type AppointmentUpdate } from './schemas'

export async function updateAppointment(
  db: Database,
  actor: Pick<AdminUser, 'id' | 'username'>,
  id: number,
  change: AppointmentUpdate,
) {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, appointments, id, change.updatedAt, APPOINTMENT_MESSAGES.notFound)
    const now = new Date()
    const set: Partial<typeof appointments.$inferInsert> = {}
    const events: { action: string; fromValue: string | null; toValue: string | null }[] = []
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
    if (!events.length) return before
    const [after] = await tx
      .update(appointments)
      .set({ ...set, updatedAt: now })
      .where(eq(appointments.id, id))
      .returning()
    await tx.insert(leadEvents).values(
      events.map((e) => ({
        ...e,
        leadType: 'appointment',
        leadId: id,
        actor: actor.username,
        createdAt: now,
      })),
    )
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'appointment',
      entityId: id,
      before: Object.fromEntries(Object.keys(set).map((k) => [k, before[k as keyof typeof before]])),
      after: set,
    })
    return after ?? before
  })
}
