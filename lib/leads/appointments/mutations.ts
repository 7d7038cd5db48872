import 'server-only'
/**
 * Staff changes to an appointment: status, date and time, length, office and assignee, with
 * history and audit, applied only to the version of the appointment the change was made on.
 * Confirming, moving or cancelling a confirmed appointment e-mails the homeowner a calendar
 * invite in the same transaction (./invite-outbox.ts).
 */
import { and, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, appointments, offices } from '@/db/schema'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { uniqueViolation } from '@/lib/write/concurrency'
import { recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { AdminInputError, RuleError } from '@/lib/errors'
import { APPOINTMENT_MESSAGES, type AppointmentUpdate } from './schemas'
import { appointmentTimeProblem } from './time-rules'
import { inviteReason, nextInviteSequence, queueInvite } from './invite-outbox'

type Appointment = typeof appointments.$inferSelect
type Change = { set: Partial<Appointment>; events: LeadEvent[] }

export const SLOT_INDEX = 'appointments_office_slot_idx'

export async function updateAppointment(
  actor: DeskActor,
  id: number,
  change: AppointmentUpdate,
  now = new Date(),
) {
  const db = await getDb()
  try {
    return await db.transaction((tx) => applyChange(tx, actor, id, change, now))
  } catch (error) {
    // Two live appointments of one office at the same start: the index refuses the second.
    if (uniqueViolation(error)?.constraint?.includes(SLOT_INDEX)) {
      throw new RuleError(APPOINTMENT_MESSAGES.slotTaken, 'scheduledAt')
    }
    throw error
  }
}

async function applyChange(tx: Database, actor: DeskActor, id: number, change: AppointmentUpdate, now: Date) {
  const before = await lockAtVersion(tx, appointments, id, change.updatedAt, APPOINTMENT_MESSAGES.notFound)
  const { set, events }: Change = { set: {}, events: [] }
  if (change.scheduledAt !== undefined && change.scheduledAt?.getTime() !== before.scheduledAt?.getTime()) {
    set.scheduledAt = change.scheduledAt
    events.push({
      action: 'scheduled_at',
      // The instants themselves: the history shows them in the admin's one format.
      fromValue: before.scheduledAt?.toISOString() ?? null,
      toValue: change.scheduledAt?.toISOString() ?? null,
    })
  }
  if (change.durationMinutes !== undefined && change.durationMinutes !== before.durationMinutes) {
    set.durationMinutes = change.durationMinutes
    events.push({
      action: 'duration_minutes',
      fromValue: String(before.durationMinutes),
      toValue: String(change.durationMinutes),
    })
  }
  if (change.officeId !== undefined && change.officeId !== before.officeId) {
    if (change.officeId) await assertActiveOffice(tx, change.officeId)
    set.officeId = change.officeId
    events.push({ action: 'office', fromValue: before.officeId, toValue: change.officeId })
  }
  if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
    const to = change.assigneeId ? await activeUsername(tx, change.assigneeId) : null
    const from = before.assigneeId ? await usernameOf(tx, before.assigneeId) : null
    set.assigneeId = change.assigneeId
    events.push({ action: 'assignee', fromValue: from, toValue: to })
  }
  if (change.status !== undefined && change.status !== before.status) {
    set.status = change.status
    set.statusUpdatedAt = now
    events.push({ action: 'status', fromValue: before.status, toValue: change.status })
  }
  const after = { ...before, ...set }
  checkTime(before, after, change, now)
  const reason = inviteReason(before, after)
  if (reason && after.email && events.length) {
    set.inviteSequence = await nextInviteSequence(tx, before)
    events.push({ action: 'invite', fromValue: after.email, toValue: reason })
  }
  const saved = await recordDeskChange(
    tx,
    { leadType: 'appointment', table: appointments },
    actor,
    before,
    set,
    events,
    now,
  )
  if (reason && events.length) await queueInvite(tx, before, saved, reason)
  return saved
}

/**
 * A confirmed appointment has a date and time; a new time, length or confirmation of a live
 * appointment must lie in the future and (unless staff tick the override) within office hours.
 */
function checkTime(before: Appointment, after: Appointment, change: AppointmentUpdate, now: Date) {
  if (after.status === 'confirmed' && !after.scheduledAt) {
    throw new AdminInputError(APPOINTMENT_MESSAGES.dateRequired, 400, 'scheduledAt')
  }
  if (!after.scheduledAt || (after.status !== 'pending' && after.status !== 'confirmed')) return
  const moved = after.scheduledAt.getTime() !== before.scheduledAt?.getTime()
  const confirming = after.status === 'confirmed' && before.status !== 'confirmed'
  const lengthened = after.durationMinutes !== before.durationMinutes
  if (!moved && !confirming && !lengthened) return
  const problem = appointmentTimeProblem(
    after.scheduledAt,
    after.durationMinutes,
    // A new length alone does not make an appointment that already started "in the past".
    moved || confirming ? now : new Date(0),
    change.outsideHours === true,
  )
  if (problem) throw new AdminInputError(problem.message, 400, problem.field)
}

export async function assertActiveOffice(tx: Database, officeId: string) {
  const [office] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.isActive, true)))
    .limit(1)
    .for('share')
  if (!office) throw new AdminInputError(APPOINTMENT_MESSAGES.badOffice, 400, 'officeId')
}

/** The username of an active staff member, locked against deactivation for this change. */
export async function activeUsername(tx: Database, userId: number): Promise<string> {
  const [user] = await tx
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.isActive, true)))
    .limit(1)
    .for('share')
  if (!user) throw new AdminInputError(APPOINTMENT_MESSAGES.badAssignee, 400, 'assigneeId')
  return user.username
}

async function usernameOf(tx: Database, userId: number): Promise<string | null> {
  const [user] = await tx
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .limit(1)
  return user?.username ?? null
}
