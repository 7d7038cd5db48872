import { getDb } from '@/db/client'
import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { setFollowUpDone } from '@/lib/follow-ups/mutations'
import { FOLLOW_UP_MESSAGES } from '@/lib/follow-ups/rules'
import { followUpDoneSchema } from '@/lib/follow-ups/schemas'

/**
 * PATCH /api/admin/follow-ups/{id} {updatedAt, done} → {followUp}. updatedAt is the follow-up's
 * version as read: one changed since is refused with 409, never overwritten.
 */
export const PATCH = withPermission<{ id: string }>(
  'follow-ups:write',
  async (request, admin, { params }) => {
    const id = parseId((await params).id)
    if (!id) return json({ message: FOLLOW_UP_MESSAGES.notFound }, 404)
    const body = await readValidBody(request, followUpDoneSchema, 'Invalid change.')
    if (!body.ok) return body.response
    try {
      return json({ followUp: await setFollowUpDone(await getDb(), admin, id, body.data) })
    } catch (error) {
      return handleAdminError(error)
    }
  },
)
