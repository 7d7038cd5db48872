import { z } from 'zod'
import { handleAdminError, invalidInput, json, readValidBody } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { addFollowUp } from '@/lib/follow-ups/mutations'
import { listFollowUpsFor } from '@/lib/follow-ups/queries'
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_TARGETS, followUpAddedMessage } from '@/lib/follow-ups/rules'
import { followUpAddSchema } from '@/lib/follow-ups/schemas'

const listQuery = z.object({
  target: z.enum(FOLLOW_UP_TARGETS, { error: FOLLOW_UP_MESSAGES.targetUnknown }),
  targetId: z.coerce.number().int().positive({ error: FOLLOW_UP_MESSAGES.targetNotFound }),
})

/** GET /api/admin/follow-ups?target=estimate&targetId=12 → {followUps}: a record's follow-ups. */
export const GET = withPermission('follow-ups:read', async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = listQuery.safeParse(query)
  if (!parsed.success) return invalidInput(parsed.error, FOLLOW_UP_MESSAGES.targetUnknown)
  return json({ followUps: await listFollowUpsFor(parsed.data.target, parsed.data.targetId) })
})

/**
 * POST /api/admin/follow-ups {target, targetId, due ('2026-03-09T10:30', Eastern), assigneeId, note?,
 * requestKey?} → 201 {followUp, message}; the same requestKey (or Idempotency-Key header) again →
 * 200 with the stored follow-up. Refused input → 400 {message, errors}; a missing record → 404.
 */
export const POST = withPermission('follow-ups:write', async (request, admin) => {
  const headerKey = request.headers.get('idempotency-key')
  // An Idempotency-Key header stands for the body's requestKey.
  const schema = z.preprocess(
    (raw) => (headerKey && typeof raw === 'object' && raw !== null ? { ...raw, requestKey: headerKey } : raw),
    followUpAddSchema(),
  )
  const body = await readValidBody(request, schema, FOLLOW_UP_MESSAGES.dueRequired)
  if (!body.ok) return body.response
  const { due, ...rest } = body.data
  try {
    const { followUp, created } = await addFollowUp(admin, { ...rest, dueAt: due.dueAt })
    const message = followUpAddedMessage({ created, overdue: due.overdue })
    return json({ followUp, message }, created ? 201 : 200)
  } catch (error) {
    return handleAdminError(error)
  }
})
