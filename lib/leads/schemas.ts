/**
 * The payload schemas of the lead intake, shared by the browser (a last check before sending) and
 * the server (which always parses again). zod/mini keeps the browser bundle small.
 *
 * - leadPayloadSchema: POST /api/estimates, one intake for requestType estimate, appointment and
 *   contact (spec 01 §5 server schemas, §7 payloads). Values are trimmed, control characters
 *   removed, lone surrogates replaced, lengths capped to the database columns; then the request
 *   type's rules (LEAD_RULES, built from the forms' field rules in ./forms/fields) give the spec's
 *   messages. Attribution is never a reason to refuse a lead: it is cut to its stored sizes and
 *   whatever is unusable in it is dropped.
 * - failureNotificationSchema: POST /api/failure-notification (spec 01 §7).
 */
import * as z from 'zod/mini'
import type { VisitAttribution } from '@/db/schema'
import { BUDGET_RANGES, LIMITS, MESSAGES, TIMELINES } from '@/content/lead-options'
import { issueField } from '@/lib/field-errors'
import { clampAttribution } from './attribution'
import { emailAddress, minChars, oneOf, optionalText, phoneNumber, requiredText } from './forms/fields'
import { cleanText } from './json-safe'

/** Longest free-text message kept (the column is text; this bounds abuse). */
export const MESSAGE_MAX = 5_000
export const REQUEST_TYPES = ['estimate', 'appointment', 'contact'] as const
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/

export { cleanText }

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

const TIMELINE_VALUES: readonly string[] = TIMELINES.map((t) => t.value)
const NAME_MAX = 255

/** Contact: the full name (first and last) fits its column. */
const fullNameFits = z.refine<{ firstName: string; lastName: string }>(
  (lead) => `${lead.firstName} ${lead.lastName}`.trim().length <= NAME_MAX,
  // when: checked even after a field's rule has failed (zod would skip a whole-object check then).
  { path: ['lastName'], error: `Name must be at most ${NAME_MAX} characters`, when: () => true },
)

/** Appointment: an email or a phone number to reach the visitor by. */
const emailOrPhone = z.refine<{ phone: string | null; email: string | null }>(
  (lead) => Boolean(lead.phone || lead.email),
  {
    path: ['phone'],
    error: MESSAGES.emailOrPhoneRequired,
    when: () => true,
  },
)

const estimateFields = {
  firstName: requiredText(MESSAGES.nameRequired, minChars(LIMITS.nameMin, MESSAGES.nameTooShort)),
  phone: requiredText(MESSAGES.phoneRequired, phoneNumber(MESSAGES.phoneInvalid)),
  email: optionalText(emailAddress(MESSAGES.emailInvalid)),
  budgetRange: optionalText(oneOf(BUDGET_RANGES, MESSAGES.budgetInvalid)),
  timeframe: optionalText(oneOf(TIMELINE_VALUES, MESSAGES.timelineInvalid)),
}

/**
 * The rules of each request type (spec 01 §5 server schemas), applied to the cleaned lead; their
 * fields are in the order the form shows them, which is the order of the messages.
 */
export const LEAD_RULES = {
  contact: z
    .object({
      firstName: requiredText(MESSAGES.contactNameRequired),
      lastName: z.string(),
      email: requiredText(MESSAGES.emailInvalid, emailAddress(MESSAGES.emailInvalid)),
      phone: requiredText(MESSAGES.phoneInvalid, phoneNumber(MESSAGES.phoneInvalid)),
      message: requiredText(
        MESSAGES.serverMessageTooShort,
        minChars(LIMITS.contactMessageMin, MESSAGES.serverMessageTooShort),
      ),
    })
    .check(fullNameFits),
  estimate: z.object(estimateFields),
  appointment: z
    .object({ ...estimateFields, phone: optionalText(phoneNumber(MESSAGES.phoneInvalid)) })
    .check(emailOrPhone),
} satisfies Record<LeadInput['requestType'], z.ZodMiniType>

/** The request type's rule issues in its fields' order (zod reports whole-object checks last). */
function ruleIssues(lead: LeadInput) {
  const rules = LEAD_RULES[lead.requestType]
  const result = z.safeParse(rules, lead)
  if (result.success) return []
  const order = Object.keys(rules.shape)
  const position = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0]))
  return [...result.error.issues].sort((a, b) => position(a) - position(b))
}

export const leadPayloadSchema = z.pipe(
  baseLeadSchema,
  z.transform((lead, ctx) => {
    const normalised = normalise(lead)
    for (const issue of ruleIssues(normalised)) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: lead })
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
