'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { updateAppointment } from '@/lib/leads/appointments/mutations'
import { appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { bookSiteVisit } from '@/lib/leads/appointments/visit'
import { siteVisitSchema, VISIT_MESSAGES } from '@/lib/leads/appointments/visit-schema'
import { formatDateTime } from '@/lib/format'

type Saved = ActionResult<{ id: number; updatedAt: string }>

/** Status and/or date and time of an appointment, from its page's form. */
export async function updateAppointmentAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('appointments:write', async (admin) => {
    const parsed = parseForm(appointmentUpdateSchema, raw)
    if (!parsed.ok) return parsed.result
    const appointment = await updateAppointment(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: 'Appointment updated.',
      data: { id: appointment.id, updatedAt: appointment.updatedAt.toISOString() },
    }
  })
}

/**
 * 'Book a site visit' on a lead's page: a confirmed appointment of the lead, its invite to the
 * homeowner, and the lead moved on. The answer carries the lead's new version (the page's other
 * forms share it) and the appointment's id.
 */
export async function bookSiteVisitAction(
  leadId: number,
  raw: unknown,
): Promise<ActionResult<{ id: number; updatedAt: string; appointmentId: number }>> {
  return runAdminAction('appointments:write', async (admin) => {
    const parsed = parseForm(siteVisitSchema, raw)
    if (!parsed.ok) return parsed.result
    const { appointment, lead } = await bookSiteVisit(admin, rowId.parse(leadId), parsed.data)
    return {
      ok: true,
      message: `${VISIT_MESSAGES.booked(formatDateTime(appointment.scheduledAt))}${appointment.email ? ` The invite is on its way to ${appointment.email}.` : ' No e-mail address: the homeowner gets no calendar invite.'}`,
      data: { id: lead.id, updatedAt: lead.updatedAt.toISOString(), appointmentId: appointment.id },
    }
  })
}
