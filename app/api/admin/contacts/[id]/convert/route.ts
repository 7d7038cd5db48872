import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { AlreadyConvertedError, convertContactToLead } from '@/lib/leads/contacts/convert'
import { CONTACT_MESSAGES, contactConvertSchema } from '@/lib/leads/contacts/schemas'

type Params = { id: string }

/**
 * POST /api/admin/contacts/{id}/convert {updatedAt} → 201 {leadId, leadUrl, contact, message}.
 * A message already converted → 409 {message, leadId, leadUrl}; one changed since it was read → 409.
 */
export const POST = withPermission<Params>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: CONTACT_MESSAGES.notFound }, 404)
  const body = await readValidBody(request, contactConvertSchema, 'Invalid request.')
  if (!body.ok) return body.response
  try {
    const { leadId, contact } = await convertContactToLead(admin, id, body.data.updatedAt)
    const message = CONTACT_MESSAGES.converted(leadId)
    return json({ leadId, leadUrl: `/admin/estimates/${leadId}`, contact, message }, 201)
  } catch (error) {
    if (error instanceof AlreadyConvertedError) {
      const leadUrl = `/admin/estimates/${error.leadId}`
      return json({ message: error.message, leadId: error.leadId, leadUrl }, 409)
    }
    return handleAdminError(error)
  }
})
