import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { getLeadDetail } from '@/lib/leads/estimates/detail'
import { updateLead } from '@/lib/leads/estimates/mutations'
import { leadUpdateSchema } from '@/lib/leads/estimates/schemas'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { withPermission } from '@/lib/auth/guard'

type Params = { id: string }

/** GET /api/admin/estimates/{id} → {lead, comments, history, duplicates, appointments}. */
export const GET = withPermission<Params>('leads:read', async (_request, _admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const detail = await getLeadDetail(id)
  return detail ? json(detail) : json({ message: LEAD_MESSAGES.notFound }, 404)
})

/**
 * PATCH /api/admin/estimates/{id} {updatedAt, status?, lostReason?, salesRep?} → {lead}. updatedAt
 * is the lead's version as read (GET): a lead changed since is refused with 409, never overwritten.
 */
export const PATCH = withPermission<Params>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const body = await readValidBody(request, leadUpdateSchema, 'Invalid change.')
  if (!body.ok) return body.response
  try {
    return json({ lead: await updateLead(admin, id, body.data) })
  } catch (error) {
    return handleAdminError(error)
  }
})
