import { handleAdminError, invalidInput, json, parseId } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { readJsonBody } from '@/lib/http/json-body'
import { editFollowUp } from '@/lib/follow-ups/edit'
import { setFollowUpDone } from '@/lib/follow-ups/mutations'
import { FOLLOW_UP_MESSAGES } from '@/lib/follow-ups/rules'
import { followUpDoneSchema, followUpEditSchema } from '@/lib/follow-ups/schemas'

/**
 * PATCH /api/admin/follow-ups/{id} {updatedAt, done} → {followUp}: marks it done or open again.
 * PATCH /api/admin/follow-ups/{id} {updatedAt, due, assigneeId, note?} → {followUp, message}:
 * changes an open follow-up (the same due-time rules as adding one). updatedAt is the
 * follow-up's version as read: one changed since is refused with 409, never overwritten.
 */
export const PATCH = withPermission<{ id: string }>(
  'follow-ups:write',
  async (request, admin, { params }) => {
    const id = parseId((await params).id)
    if (!id) return json({ message: FOLLOW_UP_MESSAGES.notFound }, 404)
    const body = await readJsonBody(request)
    if (!body.ok) return json({ message: body.message }, body.status)
    const isDone = typeof body.value === 'object' && body.value !== null && 'done' in body.value
    try {
      if (isDone) {
        const parsed = followUpDoneSchema.safeParse(body.value)
        if (!parsed.success) return invalidInput(parsed.error, 'Invalid change.')
        return json({ followUp: await setFollowUpDone(admin, id, parsed.data) })
      }
      const parsed = followUpEditSchema().safeParse(body.value)
      if (!parsed.success) return invalidInput(parsed.error, FOLLOW_UP_MESSAGES.dueRequired)
      const { due, ...rest } = parsed.data
      const followUp = await editFollowUp(admin, id, { ...rest, dueAt: due.dueAt })
      const message = due.overdue ? FOLLOW_UP_MESSAGES.editedOverdue : FOLLOW_UP_MESSAGES.edited
      return json({ followUp, message })
    } catch (error) {
      return handleAdminError(error)
    }
  },
)
