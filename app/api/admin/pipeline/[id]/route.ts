import { handleAdminError, json, parseId, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { moveCard, pipelineMoveSchema } from '@/lib/leads/pipeline/move'

type Params = { id: string }

/**
 * PATCH /api/admin/pipeline/{id} {updatedAt, status, lostReason?} → {card}: a card moved on the
 * pipeline board, with the permission and rules of the lead page's status change. A card changed
 * by a colleague since the board read it → 409 {message, conflict, card} with the card as it is now.
 */
export const PATCH = withPermission<Params>('leads:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: LEAD_MESSAGES.notFound }, 404)
  const body = await readValidBody(request, pipelineMoveSchema, 'Invalid move.')
  if (!body.ok) return body.response
  try {
    const result = await moveCard(admin, id, body.data)
    if (result.ok) return json({ card: result.card })
    return json({ message: result.stale.message, conflict: true, card: result.card }, 409)
  } catch (error) {
    return handleAdminError(error)
  }
})
