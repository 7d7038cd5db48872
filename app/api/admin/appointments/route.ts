import { listAppointments, parseAppointmentFilters } from '@/lib/leads/appointments/queries'
import { badRequest, json } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/appointments?q&status&from&to&unscheduled&sort&limit&page → {rows, total, pages}. */
export const GET = withPermission('appointments:read', async (request) => {
  const parsed = parseAppointmentFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  return json(await listAppointments(parsed.filters))
})
