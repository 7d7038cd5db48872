'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { updateAppointment } from '@/lib/leads/appointments/mutations'
import { appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'

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
