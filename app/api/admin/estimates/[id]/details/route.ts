import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { updateLeadDetails } from '@/lib/leads/estimates/details'
import { leadDetailsSchema } from '@/lib/leads/estimates/details-schemas'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'

type Params = { id: string }

/**
 * PATCH /api/admin/estimates/{id}/details {updatedAt, firstName, lastName, phone, email, address,
 * nearestBranch} → {lead, changed}: the lead's contact details and office as a whole. updatedAt is
 * the lead's version as read (GET /api/admin/estimates/{id}): a lead changed since is refused with
 * 409 and the conflict message, never overwritten.
 */
export const PATCH = withPermission<Params>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const body = await readValidBody(request, leadDetailsSchema, 'Invalid change.')
  if (!body.ok) return body.response
  try {
    return json(await updateLeadDetails(admin, id, body.data))
  } catch (error) {
    return handleAdminError(error)
  }
})
