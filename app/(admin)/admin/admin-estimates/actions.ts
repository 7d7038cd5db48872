'use server'

import { refresh } from 'next/cache'
import { getDb } from '@/db/client'
import { formText, runAdminAction, type ActionState } from '@/lib/admin/action-state'
import {
  appointmentUpdateSchema,
  updateAppointment,
  APPOINTMENT_MESSAGES,
} from '@/lib/admin/appointments/mutations'
import { AdminInputError, fieldErrors } from '@/lib/admin/errors'
import { parseId } from '@/lib/admin/http'
import { requirePermission } from '@/lib/auth/guard'

/** Status and/or date and time of an appointment, from its page's form. */
export async function updateAppointmentAction(
  _previous: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAdminAction(async () => {
    const admin = await requirePermission('appointments:write')
    const id = parseId(formText(formData, 'id'))
    if (!id) throw new AdminInputError(APPOINTMENT_MESSAGES.notFound, 404)
    const parsed = appointmentUpdateSchema.safeParse({
      status: formText(formData, 'status'),
      scheduledAt: formText(formData, 'scheduledAt'),
    })
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues)
      return { ok: false, message: Object.values(errors)[0], errors }
    }
    await updateAppointment(await getDb(), admin, id, parsed.data)
    refresh()
    return { ok: true, message: 'Appointment updated.' }
  })
}
