/**
 * POST /api/estimates: the one intake for estimate, appointment and contact requests (spec 01 §7).
 * 201 {id, requestType, message} only after the lead is committed; 400 {message, fieldErrors};
 * 413 above 64 KB; 415 for a body that is not JSON; 429 with Retry-After when one address sends
 * too many. An `Idempotency-Key` header (or body field idempotencyKey) makes retries safe: the
 * same key always gets the first answer and stores nothing new.
 */
import { receiveLead } from '@/lib/leads/intake'
import { jsonAnswer, readJsonBody } from '@/lib/http/json-body'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'

export async function POST(request: Request) {
  const log = requestLog(request)
  const body = await readJsonBody(request)
  if (!body.ok) return jsonAnswer(body.status, { message: body.message })
  try {
    const result = await receiveLead(body.value, {
      ip: clientIp(request.headers),
      idempotencyKey: request.headers.get('idempotency-key'),
    })
    if (result.status === 201) {
      if (result.spam)
        log.info({ spamId: result.body.id, requestType: result.body.requestType }, 'suspected spam held back')
      else if (!result.replayed)
        log.info({ leadId: result.body.id, requestType: result.body.requestType }, 'lead stored')
      return jsonAnswer(201, result.body, result.replayed ? { 'idempotent-replayed': 'true' } : {})
    }
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { 'retry-after': String(result.retryAfterSeconds) }
      : {}
    return jsonAnswer(result.status, result.body, headers)
  } catch (error) {
    log.error({ err: error }, 'lead intake failed')
    return jsonAnswer(503, {
      message: 'We could not save your request just now. Please try again in a moment or call us.',
    })
  }
}
