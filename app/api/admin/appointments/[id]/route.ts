import { updateAppointment } from '@/lib/leads/appointments/mutations'
import { APPOINTMENT_MESSAGES, appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { getAppointmentDetail } from '@/lib/leads/appointments/queries'
import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

type Params = { id: string }
const NOT_FOUND = { message: APPOINTMENT_MESSAGES.notFound }

/** GET /api/admin/appointments/{id} → {appointment, history, lead}. */
export const GET = withPermission<Params>('appointments:read', async (_request, _admin, { params }) => {
  const id = parseId((await params).id)
  const detail = id ? await getAppointmentDetail(id) : undefined
  return detail ? json(detail) : json(NOT_FOUND, 404)
})

/**
 * PATCH /api/admin/appointments/{id} {updatedAt, status?, scheduledAt?} → {appointment}. updatedAt
 * is the appointment's version as read (GET): one changed since is refused with 409.
 */
export const PATCH = withPermission<Params>('appointments:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json(NOT_FOUND, 404)
  const body = await readValidBody(request, appointmentUpdateSchema, 'Invalid change.')
  if (!body.ok) return body.response
  try {
    return json({ appointment: await updateAppointment(admin, id, body.data) })
  } catch (error) {
    return handleAdminError(error)
  }
})
