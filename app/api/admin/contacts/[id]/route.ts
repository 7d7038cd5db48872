import { updateContact } from '@/lib/leads/contacts/mutations'
import { CONTACT_MESSAGES, contactUpdateSchema } from '@/lib/leads/contacts/schemas'
import { getContactDetail } from '@/lib/leads/contacts/queries'
import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

type Params = { id: string }
const NOT_FOUND = { message: CONTACT_MESSAGES.notFound }

/** GET /api/admin/contacts/{id} → {contact, history}. */
export const GET = withPermission<Params>('contacts:read', async (_request, _admin, { params }) => {
  const id = parseId((await params).id)
  const detail = id ? await getContactDetail(id) : undefined
  return detail ? json(detail) : json(NOT_FOUND, 404)
})

/**
 * PATCH /api/admin/contacts/{id} {updatedAt, status?, salesRep?, notes?} → {contact}. updatedAt is the
 * message's version as read (GET): one changed since is refused with 409, never overwritten.
 */
export const PATCH = withPermission<Params>('contacts:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json(NOT_FOUND, 404)
  const body = await readValidBody(request, contactUpdateSchema, 'Invalid change.')
  if (!body.ok) return body.response
  try {
    return json({ contact: await updateContact(admin, id, body.data) })
  } catch (error) {
    return handleAdminError(error)
  }
})
