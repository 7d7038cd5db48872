/**
 * POST /api/failure-notification {errorType, errorMessage, source, submissionData}: stored and
 * mailed to the company inbox. 201 {id}; 400/413/415/429 like POST /api/estimates.
 */
import { receiveFailureNotification } from '@/lib/leads/failure-notifications'
import { jsonAnswer, readJsonBody } from '@/lib/http/json-body'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'

export async function POST(request: Request) {
  const log = requestLog(request)
  const body = await readJsonBody(request)
  if (!body.ok) return jsonAnswer(body.status, { message: body.message })
  try {
    const result = await receiveFailureNotification(body.value, clientIp(request.headers))
    if (result.status === 201) log.warn({ failureId: result.body.id }, 'form failure reported')
    const headers: Record<string, string> =
      result.status === 429 && result.retryAfterSeconds
        ? { 'retry-after': String(result.retryAfterSeconds) }
        : {}
    return jsonAnswer(result.status, result.body, headers)
  } catch (error) {
    log.error({ err: error }, 'failure notification could not be stored')
    return jsonAnswer(503, { message: 'The failure could not be recorded just now.' })
  }
}
