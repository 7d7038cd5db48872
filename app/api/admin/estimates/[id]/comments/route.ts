import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { addLeadComment } from '@/lib/leads/estimates/mutations'
import { commentSchema } from '@/lib/leads/estimates/schemas'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { withPermission } from '@/lib/auth/guard'

/** POST /api/admin/estimates/{id}/comments {comment} → 201 {comment}. The author is the signed-in user. */
export const POST = withPermission<{ id: string }>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const body = await readValidBody(request, commentSchema, LEAD_MESSAGES.commentRequired)
  if (!body.ok) return body.response
  try {
    return json({ comment: await addLeadComment(admin, id, body.data.comment) }, 201)
  } catch (error) {
    return handleAdminError(error)
  }
})
