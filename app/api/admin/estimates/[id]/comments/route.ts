import { getDb } from '@/db/client'
import { fieldErrorsFrom } from '@/lib/field-errors'
import { badRequest, handleAdminError, json, parseId, readJson } from '@/lib/admin/http'
import { addLeadComment } from '@/lib/leads/estimates/mutations'
import { commentSchema } from '@/lib/leads/estimates/schemas'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { withPermission } from '@/lib/auth/guard'

/** POST /api/admin/estimates/{id}/comments {comment} → 201 {comment}. The author is the signed-in user. */
export const POST = withPermission<{ id: string }>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const body = await readJson(request)
  if (!body.ok) return body.response
  const parsed = commentSchema.safeParse(body.body)
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error)
    return badRequest(Object.values(errors)[0] ?? LEAD_MESSAGES.commentRequired, errors)
  }
  try {
    return json({ comment: await addLeadComment(await getDb(), admin, id, parsed.data.comment) }, 201)
  } catch (error) {
    return handleAdminError(error)
  }
})
