import { getDb } from '@/db/client'
import { handleAdminError, json, parseId, readJson } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { invalidPayload } from '@/lib/follow-ups/http'
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
    const body = await readJson(request)
    if (!body.ok) return body.response
    const parsed = followUpDoneSchema.safeParse(body.body)
    if (!parsed.success) return invalidPayload(parsed.error, 'Invalid change.')
    try {
      return json({ followUp: await setFollowUpDone(await getDb(), admin, id, parsed.data) })
    } catch (error) {
      return handleAdminError(error)
    }
  },
)
