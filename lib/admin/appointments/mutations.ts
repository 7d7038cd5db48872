import 'server-only'
/** Staff changes to an appointment: its status and its date and time, with history and audit. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '@/db/client'
import { appointments, leadEvents } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '../audit'
import { AdminInputError } from '../errors'
import { formatSortableDateTime, fromDateTimeLocal } from '../format'
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './statuses'

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found.',
  dateRequired: 'Set the date and time before confirming the appointment.',
  badDate: 'Enter the date and time, e.g. 2025-04-18 10:30 (Eastern time).',
} as const

export const appointmentUpdateSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Choose one of the appointment statuses.' }).optional(),
    /**
     * The date and time: a datetime-local value read as Eastern time (2025-04-18T10:30), or an ISO
     * instant with its offset (API clients); '' or null clears it.
     */
    scheduledAt: z
      .union([z.string().trim(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined
        if (value === null || value === '') return null
        const local = fromDateTimeLocal(value)
        if (local) return local
        if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
          const instant = new Date(value)
          if (!Number.isNaN(instant.getTime())) return instant
        }
        ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.badDate })
        return z.NEVER
      }),
  })
  .refine((v) => v.status !== undefined || v.scheduledAt !== undefined, {
    message: 'Nothing to change.',
    path: ['status'],
  })

export type AppointmentUpdate = { status?: AppointmentStatus; scheduledAt?: Date | null }

export async function updateAppointment(
  db: Database,
  actor: Pick<AdminUser, 'id' | 'username'>,
  id: number,
  change: AppointmentUpdate,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update')
    if (!before) throw new AdminInputError(APPOINTMENT_MESSAGES.notFound, 404)
    const now = new Date()
    const set: Partial<typeof appointments.$inferInsert> = {}
    const events: { action: string; fromValue: string | null; toValue: string | null }[] = []
    if (change.scheduledAt !== undefined && change.scheduledAt?.getTime() !== before.scheduledAt?.getTime()) {
      set.scheduledAt = change.scheduledAt
      events.push({
        action: 'scheduled_at',
        fromValue: before.scheduledAt ? `${formatSortableDateTime(before.scheduledAt)} ET` : null,
        toValue: change.scheduledAt ? `${formatSortableDateTime(change.scheduledAt)} ET` : null,
      })
    }
    if (change.status !== undefined && change.status !== before.status) {
      const scheduled = set.scheduledAt !== undefined ? set.scheduledAt : before.scheduledAt
      if (change.status === 'confirmed' && !scheduled) {
        throw new AdminInputError(APPOINTMENT_MESSAGES.dateRequired, 400, 'scheduledAt')
      }
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
    await tx
      .insert(leadEvents)
      .values(
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
