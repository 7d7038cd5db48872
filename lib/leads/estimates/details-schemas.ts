/**
 * What staff type about a homeowner: a lead entered by hand (the New lead screen: phone, walk-in,
 * referral, home show) and the correction of a lead's contact details and office on its page. One
 * set of field rules for both, shared by the browser, the server actions and the JSON API; the
 * phone and e-mail follow the lead forms' rules (spec 01 §5), within the columns' lengths.
 */
import { z } from 'zod'
import { EMAIL_PATTERN, MESSAGES } from '@/content/lead-options'
import { isValidPhone } from '@/lib/leads/forms/fields'
import { checkbox, requiredVersion } from '@/lib/write/fields-schema'
import { COMMENT_MAX } from './statuses'

export const LEAD_DETAIL_LIMITS = { name: 255, phone: 20, email: 255, address: 500 } as const

export const LEAD_DETAIL_MESSAGES = {
  firstNameRequired: "Enter the homeowner's first name.",
  tooLong: (max: number) => `At most ${max} characters.`,
  phoneInvalid: MESSAGES.phoneInvalid,
  emailInvalid: MESSAGES.emailInvalid,
  emailOrPhoneRequired: MESSAGES.emailOrPhoneRequired,
  officeRequired: 'Choose the office that serves this address.',
  officeNotFromAddress: 'Choose the office: the address does not tell which office is nearest.',
  officeUnknown: 'Choose one of the offices.',
  sourceRequired: 'Choose where the lead came from.',
  sourceUnknown: 'Choose one of the active sources.',
  repUnknown: 'Choose an active staff member as the sales rep.',
  duplicate: (n: number) =>
    n === 1
      ? 'This homeowner may already be a lead: the lead listed above has the same phone number or e-mail. Open it, or tick “Create it anyway” if this is another person or a new project.'
      : `This homeowner may already be a lead: the ${n} leads listed above have the same phone number or e-mail. Open one, or tick “Create it anyway” if this is another person or a new project.`,
  nothingToChange: 'Nothing to change.',
} as const

/** A text from a form or the API: missing or null is ''; anything else not a text never passes. */
const text = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : '\u0000'

function optional(max: number, check?: { test: (v: string) => boolean; message: string }) {
  return z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(max, LEAD_DETAIL_MESSAGES.tooLong(max))
      .refine((v) => v === '' || !check || check.test(v), check?.message ?? '')
      .transform((v) => (v === '' ? null : v)),
  )
}

/** The homeowner's details: the fields of both forms. */
export const contactDetailFields = {
  firstName: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, LEAD_DETAIL_MESSAGES.firstNameRequired)
      .max(LEAD_DETAIL_LIMITS.name, LEAD_DETAIL_MESSAGES.tooLong(LEAD_DETAIL_LIMITS.name)),
  ),
  // The column is not null: a lead without a last name stores ''.
  lastName: optional(LEAD_DETAIL_LIMITS.name).transform((v) => v ?? ''),
  phone: optional(LEAD_DETAIL_LIMITS.phone, {
    test: isValidPhone,
    message: LEAD_DETAIL_MESSAGES.phoneInvalid,
  }),
  email: optional(LEAD_DETAIL_LIMITS.email, {
    test: (v) => EMAIL_PATTERN.test(v),
    message: LEAD_DETAIL_MESSAGES.emailInvalid,
  }),
  address: optional(LEAD_DETAIL_LIMITS.address),
  /** The office (offices.id) that serves the lead. */
  nearestBranch: z.preprocess(
    text,
    z.string().trim().min(1, LEAD_DETAIL_MESSAGES.officeRequired).max(50, LEAD_DETAIL_MESSAGES.officeUnknown),
  ),
}

type Reachable = { phone: string | null; email: string | null }
/** A homeowner the office can reach: a phone number or an e-mail (the intake's rule). */
const reachable = <T extends Reachable>(v: T) => v.phone !== null || v.email !== null

/** A positive row id from a select ('' is none chosen). */
const chosenId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined) : v),
    z.number({ error: message }).int(message).positive(message),
  )

/** The New lead screen: a phone, walk-in, referral or home-show lead. */
export const newLeadSchema = z
  .object({
    ...contactDetailFields,
    /** The office, or '' for the one nearest the property address (lib/leads/estimates/create.ts). */
    nearestBranch: z.preprocess(
      text,
      z
        .string()
        .trim()
        .max(50, LEAD_DETAIL_MESSAGES.officeUnknown)
        .transform((v) => (v === '' ? null : v)),
    ),
    leadSourceId: chosenId(LEAD_DETAIL_MESSAGES.sourceRequired),
    /** A username, or '' for nobody yet. */
    salesRep: z.preprocess(
      text,
      z
        .string()
        .trim()
        .max(50, LEAD_DETAIL_MESSAGES.repUnknown)
        .transform((v) => (v === '' ? null : v)),
    ),
    /** What the homeowner said, kept as the rep's first comment. */
    notes: optional(COMMENT_MAX),
    /** The rep has spoken with the homeowner already: the lead starts as Contacted. */
    contacted: checkbox,
    /** The rep saw the possible duplicates and creates the lead anyway. */
    confirmDuplicate: checkbox,
  })
  .refine(reachable, { message: LEAD_DETAIL_MESSAGES.emailOrPhoneRequired, path: ['phone'] })

export type NewLeadInput = z.output<typeof newLeadSchema>

/** The lead page's correction of the contact details and office, at the version it showed. */
export const leadDetailsSchema = z
  .object({ updatedAt: requiredVersion, ...contactDetailFields })
  .refine(reachable, { message: LEAD_DETAIL_MESSAGES.emailOrPhoneRequired, path: ['phone'] })

export type LeadDetailsChange = z.output<typeof leadDetailsSchema>
