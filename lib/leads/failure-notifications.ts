import 'server-only'
/**
 * POST /api/failure-notification: a form that could not be sent reports it here (spec 01 §7).
 * Stored in failure_notifications and mailed to the company inbox through the outbox, in one
 * statement, so staff can call the visitor back.
 */
import { getDb } from '@/db/client'
import { env } from '@/config/env'
import { formatWait } from '@/lib/format'
import { hitRateLimit } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'
import * as z from 'zod/mini'
import { jsonSafe } from './json-safe'
import { failureMail } from './mail-content'
import { describeIssues, failureNotificationSchema, SUBMISSION_DATA_MAX_BYTES } from './schemas'
import { insertFailureNotification } from './store'

export type FailureResult =
  | { status: 201; body: { id: number; message: string } }
  | {
      status: 400 | 429
      body: { message: string; fieldErrors?: Record<string, string[]> }
      retryAfterSeconds?: number
    }

/** Failure reports allowed per address and window: more than lead submissions, still bounded. */
export const FAILURE_RATE_LIMIT = 30

export async function receiveFailureNotification(input: unknown, ip: string): Promise<FailureResult> {
  const config = env()
  const limit = await hitRateLimit(
    `failure:${hashIp(ip)}`,
    Math.max(FAILURE_RATE_LIMIT, config.LEAD_RATE_LIMIT * 3),
    config.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
  )
  if (!limit.allowed) {
    return {
      status: 429,
      body: {
        message: `Too many failure reports from your network. Please call us instead, or wait ${formatWait(limit.retryAfterSeconds)}.`,
      },
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { status: 400, body: { message: 'The request body must be a JSON object', fieldErrors: {} } }
  }
  const parsed = z.safeParse(failureNotificationSchema, input)
  if (!parsed.success) return { status: 400, body: describeIssues(parsed.error.issues) }
  const submissionData = jsonSafe(parsed.data.submissionData ?? null)
  if (JSON.stringify(submissionData).length > SUBMISSION_DATA_MAX_BYTES) {
    const message = `submissionData must be at most ${SUBMISSION_DATA_MAX_BYTES / 1024} KB`
    return { status: 400, body: { message, fieldErrors: { submissionData: [message] } } }
  }
  const notice = { ...parsed.data, submissionData }
  const content = failureMail(notice)
  const id = await insertFailureNotification(await getDb(), notice, [
    { ...content, to: config.COMPANY_INBOX, kind: 'failure-notification' },
  ])
  return { status: 201, body: { id, message: 'The failure was reported to our team.' } }
}
