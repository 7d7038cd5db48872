/**
 * Browser side of the lead intake: POST /api/estimates with the form instance's idempotency key,
 * retried on network errors and 5xx with the same key (so a retry never stores a lead twice), and
 * POST /api/failure-notification when a submission fails for good.
 */
import type { LeadAnswer } from './answers'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export type SubmitOutcome =
  | { ok: true; answer: LeadAnswer }
  | {
      ok: false
      status: number | null
      message: string | undefined
      fieldErrors?: Record<string, string[]>
      /** A refused consultation slot: the next free slots to pick from. */
      slots?: string[]
    }

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

const RETRY_DELAYS_MS = [400, 1200]

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readError(
  response: Response,
): Promise<{ message?: string; fieldErrors?: Record<string, string[]>; slots?: string[] }> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: unknown; slots?: unknown }
    return {
      slots: Array.isArray(body.slots)
        ? body.slots.filter((s): s is string => typeof s === 'string')
        : undefined,
      message: typeof body.message === 'string' && body.message ? body.message : undefined,
      fieldErrors:
        typeof body.fieldErrors === 'object' && body.fieldErrors !== null
          ? (body.fieldErrors as Record<string, string[]>)
          : undefined,
    }
  } catch {
    return {}
  }
}

export async function postLead(
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const body = JSON.stringify(payload)
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await fetch('/api/estimates', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
        body,
        credentials: 'same-origin',
      })
    } catch {
      const delay = RETRY_DELAYS_MS[attempt]
      if (delay === undefined) return { ok: false, status: null, message: undefined }
      await wait(delay)
      continue
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => ({}))) as LeadAnswer
      return { ok: true, answer }
    }
    const delay = response.status >= 500 ? RETRY_DELAYS_MS[attempt] : undefined
    if (delay === undefined) {
      const { message, fieldErrors, slots } = await readError(response)
      return { ok: false, status: response.status, message, fieldErrors, slots }
    }
    await wait(delay)
  }
}

export type FailureNotice = {
  errorType: string
  errorMessage: string
  source: string
  submissionData: Record<string, unknown>
}

/** Tells the company a submission failed; if this fails too, the error is only logged. */
export async function sendFailureNotification(notice: FailureNotice): Promise<void> {
  try {
    const response = await fetch('/api/failure-notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notice),
      keepalive: true,
    })
    if (!response.ok) console.error(`Failure notification was not accepted: ${response.status}`)
  } catch (error) {
    console.error('Failure notification could not be sent', error)
  }
}
