/**
 * The payload schemas of the lead intake, shared by the browser (a last check before sending) and
 * the server (which always parses again). zod/mini keeps the browser bundle small.
 *
 * - leadPayloadSchema: POST /api/estimates, one intake for requestType estimate, appointment and
 *   contact (spec 01 §5 server schemas, §7 payloads). Values are trimmed, control characters
 *   removed, lone surrogates replaced, lengths capped to the database columns; the messages are
 *   the spec's where it has one. Attribution is never a reason to refuse a lead: it is cut to its
 *   stored sizes and whatever is unusable in it is dropped.
 * - failureNotificationSchema: POST /api/failure-notification (spec 01 §7).
 */
import * as z from 'zod/mini'
import type { VisitAttribution } from '@/db/schema'
import { BUDGET_RANGES, EMAIL_PATTERN, LIMITS, MESSAGES, TIMELINES } from '@/content/lead-options'
import { issueField } from '@/lib/field-errors'
import { clampAttribution } from './attribution'
import { cleanText } from './json-safe'
import { countDigits } from './validation'

/** Longest free-text message kept (the column is text; this bounds abuse). */
export const MESSAGE_MAX = 5_000
export const REQUEST_TYPES = ['estimate', 'appointment', 'contact'] as const
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/

export { cleanText }

const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+(\s*(x|ext\.?|#)\s*\d+)?$/i

/** A phone number: at least 10 characters and 10 digits, only the characters phone numbers use. */
export function isValidPhone(value: string): boolean {
  return (
    value.length >= LIMITS.phoneMin && countDigits(value) >= LIMITS.phoneMin && PHONE_CHARACTERS.test(value)
  )
}

/** An optional text field: a string (or null), cleaned, at most `max` characters. */
function textField(label: string, max: number) {
  return z.optional(
    z.nullable(
      z
        .string({ error: `${label} must be text` })
        .check(z.overwrite(cleanText), z.maxLength(max, `${label} must be at most ${max} characters`)),
    ),
  )
}

const TIMELINE_VALUES: readonly string[] = TIMELINES.map((t) => t.value)
const BUDGET_VALUES: readonly string[] = BUDGET_RANGES

const baseLeadSchema = z.object({
  firstName: textField('Name', 255),
  lastName: textField('Last name', 255),
  email: textField('Email', 255),
  phone: textField('Phone number', 20),
  address: textField('Address', 500),
  message: textField('Message', MESSAGE_MAX),
  poolType: textField('Pool type', 255),
  budgetRange: textField('Budget range', 50),
  timeframe: textField('Project timeline', 50),
  requestType: z.optional(
    z.enum(REQUEST_TYPES, { error: 'Request type must be estimate, appointment or contact' }),
  ),
  sourcePage: textField('Source page', 255),
  nearestBranch: textField('Branch', 100),
  /** Appointment variant: the consultation slot picked (an ISO instant); re-checked by the intake. */
  slot: textField('Consultation time', 40),
  /** Never rejected: cut to the stored sizes, anything unusable dropped (lib/leads/attribution.ts). */
  attribution: z.optional(z.unknown()),
  /** Honeypot: any value at all marks the submission as spam. */
  website: z.optional(z.unknown()),
  /** The form's signed time (lib/leads/form-token); checked by the intake, never trusted as sent. */
  formToken: z.optional(z.unknown()),
  /** Once the browser's own fill time; accepted and ignored, so older pages still post. */
  fillTimeMs: z.optional(z.unknown()),
  /** Alternative to the Idempotency-Key header. */
  idempotencyKey: z.optional(
    z
      .string({ error: 'Idempotency key must be text' })
      .check(z.regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency key must be 8 to 100 letters, digits or . _ : -')),
  ),
})

type BaseLead = z.infer<typeof baseLeadSchema>

/** The lead the intake stores: every text trimmed, empty optional values left out as null. */
export type LeadInput = {
  requestType: (typeof REQUEST_TYPES)[number]
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  address: string | null
  message: string | null
  poolType: string | null
  budgetRange: string | null
  timeframe: string | null
  sourcePage: string | null
  nearestBranch: string | null
  /** The consultation slot an appointment request picked (lib/booking), when it picked one. */
  slot?: string | null
  attribution: VisitAttribution | null
  honeypot: string | null
  formToken: string | null
  idempotencyKey: string | null
}

const orNull = (value: string | null | undefined) => (value ? value : null)

function normalise(lead: BaseLead): LeadInput {
  const honeypot =
    lead.website === undefined || lead.website === null || lead.website === ''
      ? null
      : typeof lead.website === 'string'
        ? lead.website
        : JSON.stringify(lead.website)
  return {
    requestType: lead.requestType ?? 'estimate',
    firstName: lead.firstName ?? '',
    lastName: lead.lastName ?? '',
    email: orNull(lead.email),
    phone: orNull(lead.phone),
    address: orNull(lead.address),
    message: orNull(lead.message),
    poolType: orNull(lead.poolType),
    budgetRange: orNull(lead.budgetRange),
    timeframe: orNull(lead.timeframe),
    sourcePage: orNull(lead.sourcePage),
    nearestBranch: orNull(lead.nearestBranch),
    // Only the appointment variant books a time; any other request ignores a slot as before.
    slot: lead.requestType === 'appointment' ? orNull(lead.slot) : null,
    attribution: clampAttribution(lead.attribution),
    honeypot: honeypot?.trim() ? honeypot.slice(0, 1000) : null,
    formToken: typeof lead.formToken === 'string' ? lead.formToken.slice(0, 100) : null,
    idempotencyKey: lead.idempotencyKey ?? null,
  }
}

type Issue = { path: string; message: string }

/** The rules of each request type, in the order the form shows its fields. */
export function leadRuleIssues(lead: LeadInput): Issue[] {
  const issues: Issue[] = []
  const add = (path: string, message: string) => issues.push({ path, message })
  if (lead.requestType === 'contact') {
    if (!lead.firstName) add('firstName', MESSAGES.contactNameRequired)
    else if (`${lead.firstName} ${lead.lastName}`.trim().length > 255)
      add('lastName', 'Name must be at most 255 characters')
    if (!lead.email || !EMAIL_PATTERN.test(lead.email)) add('email', MESSAGES.emailInvalid)
    if (!lead.phone || !isValidPhone(lead.phone)) add('phone', MESSAGES.phoneInvalid)
    if (!lead.message || lead.message.length < LIMITS.contactMessageMin)
      add('message', MESSAGES.serverMessageTooShort)
    return issues
  }
  if (!lead.firstName) add('firstName', MESSAGES.nameRequired)
  else if (lead.firstName.length < LIMITS.nameMin) add('firstName', MESSAGES.nameTooShort)
  if (lead.requestType === 'appointment' && !lead.phone && !lead.email) {
    add('phone', MESSAGES.emailOrPhoneRequired)
  } else if (lead.requestType === 'estimate' && !lead.phone) {
    add('phone', MESSAGES.phoneRequired)
  } else if (lead.phone && !isValidPhone(lead.phone)) {
    add('phone', MESSAGES.phoneInvalid)
  }
  if (lead.email && !EMAIL_PATTERN.test(lead.email)) add('email', MESSAGES.emailInvalid)
  if (lead.budgetRange && !BUDGET_VALUES.includes(lead.budgetRange))
    add('budgetRange', MESSAGES.budgetInvalid)
  if (lead.timeframe && !TIMELINE_VALUES.includes(lead.timeframe)) add('timeframe', MESSAGES.timelineInvalid)
  return issues
}

export const leadPayloadSchema = z.pipe(
  baseLeadSchema,
  z.transform((lead, ctx) => {
    const normalised = normalise(lead)
    for (const issue of leadRuleIssues(normalised)) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: lead })
    }
    return normalised
  }),
)

export type ParseFailure = { message: string; fieldErrors: Record<string, string[]> }

/** Turns zod issues into the 400 body: the first message, and every message per field. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): ParseFailure {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of issues) {
    ;(fieldErrors[issueField(issue, 'body')] ??= []).push(issue.message)
  }
  return { message: issues[0]?.message ?? 'The request is not valid', fieldErrors }
}

export type LeadParseResult = { ok: true; lead: LeadInput } | ({ ok: false } & ParseFailure)

export function parseLeadPayload(input: unknown): LeadParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: 'The request body must be a JSON object', fieldErrors: {} }
  }
  const result = z.safeParse(leadPayloadSchema, input)
  if (result.success) return { ok: true, lead: result.data }
  return { ok: false, ...describeIssues(result.error.issues) }
}

/* POST /api/failure-notification */

export const SUBMISSION_DATA_MAX_BYTES = 32 * 1024

/** A required text field of a failure notification: missing and not-text get their own words. */
function requiredReportText(name: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`),
    })
    .check(
      z.overwrite(cleanText),
      z.minLength(1, `${name} is required`),
      z.maxLength(max, `${name} must be at most ${max} characters`),
    )
}

export const failureNotificationSchema = z.object({
  errorType: requiredReportText('errorType', 50),
  errorMessage: requiredReportText('errorMessage', MESSAGE_MAX),
  source: requiredReportText('source', 100),
  submissionData: z.optional(z.unknown()),
})

export type FailureNotificationInput = z.infer<typeof failureNotificationSchema>
