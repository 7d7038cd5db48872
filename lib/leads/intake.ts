import 'server-only'
/**
 * The lead intake: one path for the JSON API (POST /api/estimates) and the forms' server actions
 * (used without JavaScript). Order of work:
 *
 * 1. the idempotency key (header or body) must be well formed;
 * 2. a key already used gets the stored answer again (a retry or a double click stores one lead),
 *    if the payload is the same: the same key with another payload is a client error (422);
 * 3. zod parse -> 400 {message, fieldErrors} (not counted by the rate limit);
 * 4. per-client-address rate limit (LEAD_RATE_LIMIT per LEAD_RATE_LIMIT_WINDOW_SECONDS) -> 429;
 * 5. an appointment request that picked a consultation slot: the slot is re-checked (office
 *    active, within hours, not too soon or far, still free) -> 400/409 with a message on the
 *    slot field and the next free slots, nothing stored; whatever the spam verdict, so held spam
 *    cannot be told apart by its answers;
 * 6. honeypot, no valid signed form time, a too-fast fill, or a cached page's token used up
 *    already -> stored in lead_spam, with the slot it asked for held (not taken), and answered
 *    exactly like a lead: an opaque id for both, and the booked appointment;
 * 7. one statement stores the lead, its key, its booked appointment, its e-mails in the outbox
 *    (branch, company inbox, and the homeowner's confirmation when they gave an address) and a
 *    landing page conversion; the 201 goes out only after it has committed. Two visitors
 *    taking one slot at once: the unique index on the slot fails the second statement -> 409.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { appointments, leadSpam, type BranchDetails } from '@/db/schema'
import { MESSAGES } from '@/content/lead-options'
import { RESPONSE, withinHours } from '@/content/marketing'
import { env } from '@/config/env'
import { formatWait } from '@/lib/format'
import { getOffices } from '@/lib/offices/queries'
import { hitRateLimit } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'
import { siteUrl } from '@/lib/seo/site-url'
import {
  checkSlotRequest,
  isSlotClash,
  slotTakenAnswer,
  type SlotBooking,
  type SlotRefusal,
} from '@/lib/booking/check'
import type { BookedAppointment, LeadAnswer, LeadErrorAnswer, LeadRequestType } from './answers'
import { branchDetails, findOffice } from './branch'
import { branchForLead } from './branch-for-lead'
import { jsonSafe } from './json-safe'
import { homeownerConfirmation } from './confirmation-mail'
import { leadMails } from './mail-content'
import { readFormTime } from './form-token'
import { pageTokenReuse } from './page-token-uses'
import { payloadHash } from './payload-hash'
import { publicLeadId, type StoredIn } from './public-id'
import { IDEMPOTENCY_KEY_PATTERN, parseLeadPayload, type LeadInput } from './schemas'
import { spamReason } from './spam-rules'
import { findIdempotencyKey, insertLead, insertSpam, type StoredKey } from './store'

export type IntakeContext = {
  /** Client address (lib/request clientIp); hashed before it is stored or used as a key. */
  ip: string
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string | null
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
  | { status: 400 | 409 | 422 | 429; body: LeadErrorAnswer; retryAfterSeconds?: number }

/** A key sent again with another payload: the first submission stands, the second is refused. */
export const REUSED_KEY_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key with a new request.'

const SUCCESS_MESSAGES: Record<LeadRequestType, string> = {
  estimate: `Thank you! Your estimate request was received. We will call you ${withinHours(RESPONSE.estimateReplyHours)}.`,
  appointment: `Thank you! Your consultation request was received. We will call you ${withinHours(RESPONSE.estimateReplyHours)}.`,
  contact: `Thank you for your inquiry! We will contact you ${withinHours(RESPONSE.contactReplyHours)}.`,
}

function storedIn(requestType: LeadRequestType, spam: boolean): StoredIn {
  if (spam) return 'lead_spam'
  return requestType === 'contact' ? 'contacts' : 'estimate_requests'
}

function answer(
  id: number,
  requestType: LeadRequestType,
  spam: boolean,
  branch: BranchDetails | null,
  appointment?: BookedAppointment,
): LeadAnswer {
  return {
    id: publicLeadId(storedIn(requestType, spam), id),
    requestType,
    message: SUCCESS_MESSAGES[requestType],
    branch,
    ...(appointment ? { appointment } : {}),
  }
}

/**
 * The office a payload is routed to (lib/leads/branch-for-lead), worked out alike for a lead, for
 * held spam and for a replay, so the answer names it in every case and tells a bot nothing.
 */
async function branchOf(input: unknown): Promise<BranchDetails | null> {
  const parsed = parseLeadPayload(input)
  if (!parsed.ok) return null
  const office = await branchForLead(await getOffices(), parsed.lead)
  return office ? branchDetails(office) : null
}

function bookedAppointment(booking: SlotBooking | null): BookedAppointment | undefined {
  return booking ? { officeId: booking.officeId, scheduledAt: booking.scheduledAt.toISOString() } : undefined
}

/** The consultation an appointment request booked, for a replayed answer. */
async function storedBooking(db: Database, leadId: number): Promise<BookedAppointment | undefined> {
  const [row] = await db
    .select({ officeId: appointments.officeId, scheduledAt: appointments.scheduledAt })
    .from(appointments)
    .where(and(eq(appointments.estimateRequestId, leadId), isNotNull(appointments.scheduledAt)))
    .limit(1)
  return row?.officeId && row.scheduledAt
    ? { officeId: row.officeId, scheduledAt: row.scheduledAt.toISOString() }
    : undefined
}

async function replayAnswer(db: Database, stored: StoredKey, input: unknown): Promise<LeadAnswer> {
  const spam = stored.requestType.startsWith('spam:')
  const type = stored.requestType.replace(/^spam:/, '')
  const requestType: LeadRequestType = type === 'contact' || type === 'appointment' ? type : 'estimate'
  const branch = await branchOf(input)
  if (requestType !== 'appointment') return answer(stored.leadId, requestType, spam, branch)
  const booked = spam ? await heldBooking(db, stored.leadId) : await storedBooking(db, stored.leadId)
  return answer(stored.leadId, requestType, spam, branch, booked)
}

/** The slot held spam was answered with, for a replayed answer. */
async function heldBooking(db: Database, spamId: number): Promise<BookedAppointment | undefined> {
  const [row] = await db
    .select({ officeId: leadSpam.slotOfficeId, scheduledAt: leadSpam.slotAt })
    .from(leadSpam)
    .where(eq(leadSpam.id, spamId))
    .limit(1)
  return row?.officeId && row.scheduledAt
    ? { officeId: row.officeId, scheduledAt: row.scheduledAt.toISOString() }
    : undefined
}

/** The stored answer for a key sent again: the same again, or 422 when the payload differs. */
async function replayOrRefuse(stored: StoredKey, hash: string, input: unknown): Promise<IntakeResult> {
  if (stored.payloadHash !== null && stored.payloadHash !== hash) {
    return {
      status: 422,
      body: { message: REUSED_KEY_MESSAGE, fieldErrors: { idempotencyKey: [REUSED_KEY_MESSAGE] } },
    }
  }
  const body = await replayAnswer(await getDb(), stored, input)
  return { status: 201, body, replayed: true, branch: body.branch }
}

/** A refused slot: the message on the slot field, and the next free slots to pick from. */
function slotRefused(refusal: SlotRefusal): IntakeResult {
  return {
    status: refusal.status,
    body: { message: refusal.message, fieldErrors: { slot: [refusal.message] }, slots: refusal.slots },
  }
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
  const hash = payloadHash(input)
  if (key) {
    const stored = await findIdempotencyKey(db, key)
    if (stored) return replayOrRefuse(stored, hash, input)
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
      body: { message: MESSAGES.tooManyRequests(formatWait(limit.retryAfterSeconds)) },
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }

  const formTime = readFormTime(lead.formToken)
  const caught = spamReason({ honeypot: lead.honeypot ?? undefined, formTime }, config.LEAD_MIN_FILL_MS)

  // A picked consultation slot is checked whatever the spam verdict: held spam is answered
  // exactly like a lead, refusals included (a bot learns nothing from the answer).
  const officeList = await getOffices()
  const office = await branchForLead(officeList, lead)
  const branch = office ? branchDetails(office) : null
  let booking: SlotBooking | null = null
  if (lead.slot) {
    // The slot belongs to the office the visitor picked it for, never to a fallback branch.
    const officeId = findOffice(officeList, lead.nearestBranch)?.id
    const checked = await checkSlotRequest(db, { officeId, slot: lead.slot }, new Date())
    if (!checked.ok) return slotRefused(checked)
    booking = checked.booking
  }

  // A cached page's token is counted only for a post that passes every other check.
  const reason = caught ?? (await pageTokenReuse(formTime, lead.formToken))
  if (reason) {
    const id = await insertSpam(db, {
      requestType: requestTypeOf(input),
      reason,
      payload: jsonSafe(input),
      ipHash,
      idempotencyKey: key,
      payloadHash: hash,
      // Held, not taken: staff book it when they find the request real (lib/leads/spam).
      heldSlot: booking,
    })
    if (id === null) return replayFor(key, hash, input)
    return {
      status: 201,
      body: answer(id, lead.requestType, true, branch, bookedAppointment(booking)),
      replayed: false,
      branch,
      spam: true,
    }
  }

  const mails = [
    ...leadMails(lead, branch, { SITE_URL: siteUrl(), COMPANY_INBOX: config.COMPANY_INBOX }),
    ...(await homeownerConfirmation(lead, office, booking)),
  ]
  let id: number | null
  try {
    id = await insertLead(db, { lead, branch, mails, idempotencyKey: key, payloadHash: hash, booking })
  } catch (error) {
    if (booking && isSlotClash(error))
      return slotRefused(await slotTakenAnswer(db, booking.officeId, new Date()))
    throw error
  }
  if (id === null) return replayFor(key, hash, input)
  return {
    status: 201,
    body: answer(id, lead.requestType, false, branch, bookedAppointment(booking)),
    replayed: false,
    branch,
  }
}

/** The key was claimed by a concurrent request between our lookup and our insert. */
async function replayFor(key: string | null, hash: string, input: unknown): Promise<IntakeResult> {
  const stored = key ? await findIdempotencyKey(await getDb(), key) : undefined
  if (!stored) throw new Error('idempotency key conflict without a stored key')
  return replayOrRefuse(stored, hash, input)
}
