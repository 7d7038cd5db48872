import 'server-only'
/**
 * The lead intake: one path for the JSON API (POST /api/estimates) and the forms' server actions
 * (used without JavaScript). Order of work:
 *
 * 1. the idempotency key (header or body) must be well formed;
 * 2. a key already used gets the stored answer again (a retry or a double click stores one lead);
 * 3. zod parse -> 400 {message, fieldErrors} (not counted by the rate limit);
 * 4. per-client-address rate limit (LEAD_RATE_LIMIT per LEAD_RATE_LIMIT_WINDOW_SECONDS) -> 429;
 * 5. honeypot or a too-fast fill -> stored in lead_spam, answered like a lead (a bot learns nothing);
 * 6. one statement stores the lead, its key, its two e-mails in the outbox and a landing page
 *    conversion; the 201 goes out only after it has committed.
 */
import { getDb } from '@/db/client'
import type { BranchDetails } from '@/db/schema'
import { MESSAGES } from '@/content/lead-options'
import { RESPONSE, withinHours } from '@/content/marketing'
import { env } from '@/lib/env'
import { getOffices } from '@/lib/offices/queries'
import { hitRateLimit } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'
import { siteUrl } from '@/lib/seo/site-url'
import type { LeadAnswer, LeadErrorAnswer, LeadRequestType } from './answers'
import { branchDetails, resolveBranch } from './branch'
import { jsonSafe } from './json-safe'
import { leadMails } from './mail-content'
import { IDEMPOTENCY_KEY_PATTERN, parseLeadPayload, type LeadInput } from './schemas'
import { spamReason } from './spam-rules'
import { findIdempotencyKey, insertLead, insertSpam } from './store'

export type IntakeContext = {
  /** Client address (lib/request clientIp); hashed before it is stored or used as a key. */
  ip: string
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string | null
  /** Server time (ms) the form was rendered, from a post made without JavaScript. */
  renderedAt?: number | null
}

export type IntakeResult =
  | {
      status: 201
      body: LeadAnswer
      replayed: boolean
      branch: BranchDetails | null
      /** Held back as suspected spam (lead_spam), answered like a lead. */
      spam?: true
    }
  | { status: 400 | 429; body: LeadErrorAnswer; retryAfterSeconds?: number }

const SUCCESS_MESSAGES: Record<LeadRequestType, string> = {
  estimate: `Thank you! Your estimate request was received. We will call you ${withinHours(RESPONSE.estimateReplyHours)}.`,
  appointment: `Thank you! Your consultation request was received. We will call you ${withinHours(RESPONSE.estimateReplyHours)}.`,
  contact: `Thank you for your inquiry! We will contact you ${withinHours(RESPONSE.contactReplyHours)}.`,
}

function answer(id: number, requestType: LeadRequestType): LeadAnswer {
  return { id, requestType, message: SUCCESS_MESSAGES[requestType] }
}

function replayAnswer(stored: { requestType: string; leadId: number }): LeadAnswer {
  const type = stored.requestType.replace(/^spam:/, '')
  const requestType: LeadRequestType = type === 'contact' || type === 'appointment' ? type : 'estimate'
  return answer(stored.leadId, requestType)
}

function requestTypeOf(input: unknown): LeadRequestType {
  const type = (input as { requestType?: unknown }).requestType
  return type === 'contact' || type === 'appointment' ? type : 'estimate'
}

function bodyKey(input: unknown): unknown {
  return typeof input === 'object' && input !== null
    ? (input as { idempotencyKey?: unknown }).idempotencyKey
    : undefined
}

export async function receiveLead(input: unknown, context: IntakeContext): Promise<IntakeResult> {
  const config = env()
  const rawKey = context.idempotencyKey ?? bodyKey(input)
  const key = rawKey === undefined || rawKey === null || rawKey === '' ? null : rawKey
  if (key !== null && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
    const message = 'Idempotency key must be 8 to 100 letters, digits or . _ : -'
    return { status: 400, body: { message, fieldErrors: { idempotencyKey: [message] } } }
  }

  const db = await getDb()
  if (key) {
    const stored = await findIdempotencyKey(db, key)
    if (stored) return { status: 201, body: replayAnswer(stored), replayed: true, branch: null }
  }

  // Checked before the rate limit: a form sent back with mistakes costs no database work and does
  // not use up the address's allowance, so a visitor who corrects them is never refused.
  const parsed = parseLeadPayload(input)
  if (!parsed.ok) return { status: 400, body: { message: parsed.message, fieldErrors: parsed.fieldErrors } }
  const lead: LeadInput = { ...parsed.lead, idempotencyKey: key }

  const ipHash = hashIp(context.ip)
  const limit = await hitRateLimit(
    `lead:${ipHash}`,
    config.LEAD_RATE_LIMIT,
    config.LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
  )
  if (!limit.allowed) {
    return {
      status: 429,
      body: { message: MESSAGES.tooManyRequests },
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }

  const reason = spamReason(
    {
      honeypot: lead.honeypot ?? undefined,
      fillTimeMs: lead.fillTimeMs ?? undefined,
      renderedAt: context.renderedAt ?? undefined,
    },
    Date.now(),
    config.LEAD_MIN_FILL_MS,
  )
  if (reason) {
    const id = await insertSpam(db, {
      requestType: requestTypeOf(input),
      reason,
      payload: jsonSafe(input),
      ipHash,
      idempotencyKey: key,
    })
    if (id === null) return replayFor(key)
    return { status: 201, body: answer(id, lead.requestType), replayed: false, branch: null, spam: true }
  }

  const office = resolveBranch(await getOffices(), lead.nearestBranch, lead.requestType)
  const branch = office ? branchDetails(office) : null
  const mails = leadMails(lead, branch, { SITE_URL: siteUrl(), COMPANY_INBOX: config.COMPANY_INBOX })
  const id = await insertLead(db, { lead, branch, mails, idempotencyKey: key })
  if (id === null) return replayFor(key)
  return { status: 201, body: answer(id, lead.requestType), replayed: false, branch }
}

/** The key was claimed by a concurrent request between our lookup and our insert. */
async function replayFor(key: string | null): Promise<IntakeResult> {
  const stored = key ? await findIdempotencyKey(await getDb(), key) : undefined
  if (!stored) throw new Error('idempotency key conflict without a stored key')
  return { status: 201, body: replayAnswer(stored), replayed: true, branch: null }
}
