import 'server-only'
/**
 * Booking a site visit on a lead (issue 35 §1): an appointment of the lead (the appointments
 * model: the calendar, My day and the appointment's page show it), confirmed at once since the rep
 * agreed the time with the homeowner, so its invite (.ics) goes to the homeowner through the
 * outbox in the same transaction. The office-hours, future and one-live-appointment-per-office-
 * and-start rules are the appointments' own. The lead records the visit in its history, takes the
 * visiting rep when it had none, and moves to Scheduled from New or Contacted; the booking is made
 * on the lead's version the page showed (a colleague's change since: 409).
 */
import { getDb, type Database } from '@/db/client'
import { appointments, estimateRequests, leadEvents } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { AdminInputError, RuleError } from '@/lib/errors'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { uniqueViolation } from '@/lib/write/concurrency'
import { LEAD_MESSAGES } from '../estimates/statuses'
import { recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { queueInvite } from './invite-outbox'
import { activeUsername, assertActiveOffice, SLOT_INDEX } from './mutations'
import { APPOINTMENT_MESSAGES } from './schemas'
import { appointmentTimeProblem } from './time-rules'
import type { SiteVisitInput } from './visit-schema'

type Appointment = typeof appointments.$inferSelect
type LeadRow = typeof estimateRequests.$inferSelect

/** A lead at these statuses is Scheduled once its visit is booked. */
const BEFORE_SCHEDULED: readonly string[] = ['new', 'contacted']

export async function bookSiteVisit(
  actor: DeskActor,
  leadId: number,
  input: SiteVisitInput,
  now = new Date(),
): Promise<{ appointment: Appointment; lead: LeadRow }> {
  const problem = appointmentTimeProblem(input.scheduledAt, input.durationMinutes, now, input.outsideHours)
  if (problem) throw new AdminInputError(problem.message, 400, 'visitTime')
  const db = await getDb()
  try {
    return await db.transaction((tx) => book(tx, actor, leadId, input, now))
  } catch (error) {
    // Another live appointment of the office at that start: the index refuses the second.
    if (uniqueViolation(error)?.constraint?.includes(SLOT_INDEX)) {
      throw new RuleError(APPOINTMENT_MESSAGES.slotTaken, 'visitTime')
    }
    throw error
  }
}

async function book(tx: Database, actor: DeskActor, leadId: number, input: SiteVisitInput, now: Date) {
  const lead = await lockAtVersion(tx, estimateRequests, leadId, input.updatedAt, LEAD_MESSAGES.notFound)
  await assertActiveOffice(tx, input.officeId)
  const rep = await activeUsername(tx, input.assigneeId)
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}`
  const [appointment] = await tx
    .insert(appointments)
    .values({
      customerName: name,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      estimateRequestId: lead.id,
      scheduledAt: input.scheduledAt,
      durationMinutes: input.durationMinutes,
      officeId: input.officeId,
      assigneeId: input.assigneeId,
      status: 'confirmed',
      statusUpdatedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!appointment) throw new Error('The site visit was not stored.')

  const visitEvents: LeadEvent[] = [{ action: 'booked', fromValue: null, toValue: `Lead #${lead.id}` }]
  if (appointment.email)
    visitEvents.push({ action: 'invite', fromValue: appointment.email, toValue: 'confirmed' })
  await tx.insert(leadEvents).values(
    visitEvents.map((e) => ({
      ...e,
      leadType: 'appointment',
      leadId: appointment.id,
      actor: actor.username,
      createdAt: now,
    })),
  )
  await recordAudit(tx, {
    actor,
    action: 'create',
    entity: 'appointment',
    entityId: appointment.id,
    after: appointment,
  })
  if (appointment.email) await queueInvite(tx, appointment, appointment, 'confirmed')

  const set: Partial<LeadRow> = {}
  const events: LeadEvent[] = [
    { action: 'visit', fromValue: String(appointment.id), toValue: input.scheduledAt.toISOString() },
  ]
  if (!lead.salesRep) {
    set.salesRep = rep
    events.push({ action: 'sales_rep', fromValue: null, toValue: rep })
  }
  if (BEFORE_SCHEDULED.includes(lead.status)) {
    set.status = 'scheduled'
    set.statusUpdatedAt = now
    events.push({ action: 'status', fromValue: lead.status, toValue: 'scheduled' })
  }
  const after = await recordDeskChange(
    tx,
    { leadType: 'estimate', table: estimateRequests },
    actor,
    lead,
    set,
    events,
    now,
  )
  return { appointment, lead: after }
}
