/**
 * What staff may change on a lead (with the version it was read at), and a comment; one schema for
 * the desk's forms in the browser, their server actions, and the JSON API.
 */
import { z } from 'zod'
import { MAX_PRICE_CENTS } from '@/lib/money/cents'
import { moneyField, text } from '@/lib/money/fields'
import { requiredVersion, rowId } from '@/lib/write/fields-schema'
import { COMMENT_MAX, LEAD_MESSAGES, LEAD_STATUSES, LOST_REASON_MAX, type LeadStatus } from './statuses'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? undefined : v))
    .optional()

export const DEAL_VALUE_LABEL = 'Deal value'

/**
 * The deal value as a form sends it: dollars typed by the rep ('45,000'), blank clears it (null);
 * absent leaves it as it is.
 */
const dollars = moneyField(DEAL_VALUE_LABEL)
const dealValueText = z
  .unknown()
  .transform((value, ctx): number | null => {
    if (value === null || text(value).trim() === '') return null
    const parsed = dollars.safeParse(value)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })
  .optional()

/** The deal value as the JSON API sends it: integer cents, or null to clear it. */
const dealValueCents = z
  .number({ error: `${DEAL_VALUE_LABEL} must be a whole number of cents` })
  .int(`${DEAL_VALUE_LABEL} must be a whole number of cents`)
  .min(0, `${DEAL_VALUE_LABEL} cannot be negative`)
  .max(MAX_PRICE_CENTS, `${DEAL_VALUE_LABEL} can be at most $10,000,000`)
  .nullable()
  .optional()

/** A lost reason picked from the list (a select's value, or the API's number); '' is none. */
const lostReasonId = z.preprocess(
  (v) =>
    v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v,
  z
    .number({ error: LEAD_MESSAGES.lostReasonUnknown })
    .int(LEAD_MESSAGES.lostReasonUnknown)
    .positive(LEAD_MESSAGES.lostReasonUnknown)
    .optional(),
)

/** What a change may set: the same fields on the lead page and in bulk. */
const leadChangeFields = {
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.unknownStatus }).optional(),
  /** Why a lost lead was lost: an entry of the staff's list (lost_reasons). */
  lostReasonId,
  /** The text of a reason that asks for one ('Other'). */
  lostReason: optionalText(LOST_REASON_MAX),
  dealValue: dealValueText,
  dealValueCents,
  /** A username, or null / '' to unassign. */
  salesRep: z
    .string()
    .trim()
    .max(50)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
}

type ChangeFields = {
  status?: LeadStatus
  lostReasonId?: number
  lostReason?: string
  salesRep?: string | null
  dealValue?: number | null
  dealValueCents?: number | null
}

/**
 * A change sets something, and 'lost' always comes with its reason from the list (also in bulk);
 * whether that reason asks for a text, and whether a Won lead has its deal value, the server
 * checks against the stored list and lead (./mutations.ts).
 */
function withChangeRules<T extends z.ZodType<ChangeFields>>(schema: T) {
  return schema
    .refine(
      (v) =>
        v.status !== undefined ||
        v.salesRep !== undefined ||
        v.lostReason !== undefined ||
        v.lostReasonId !== undefined ||
        v.dealValue !== undefined ||
        v.dealValueCents !== undefined,
      { message: LEAD_MESSAGES.nothingToChange, path: ['status'] },
    )
    .refine((v) => v.status !== 'lost' || v.lostReasonId !== undefined, {
      message: LEAD_MESSAGES.lostReasonRequired,
      path: ['lostReasonId'],
    })
}

export const leadUpdateSchema = withChangeRules(
  z.object({
    /** The lead's updatedAt when the form was opened (or the API client read it). */
    updatedAt: requiredVersion,
    ...leadChangeFields,
  }),
)

/** How many leads one bulk change takes: a page of the list at its largest. */
export const LEAD_BULK_MAX = 100

/** One change for the leads ticked on the desk, each with the version the list showed. */
export const leadBulkUpdateSchema = withChangeRules(
  z.object({
    leads: z
      .array(z.object({ id: rowId, updatedAt: requiredVersion }), {
        error: LEAD_MESSAGES.bulkCount(LEAD_BULK_MAX),
      })
      .min(1, LEAD_MESSAGES.bulkCount(LEAD_BULK_MAX))
      .max(LEAD_BULK_MAX, LEAD_MESSAGES.bulkCount(LEAD_BULK_MAX)),
    ...leadChangeFields,
  }),
)

export type LeadBulkUpdate = z.output<typeof leadBulkUpdateSchema>

export type LeadUpdate = {
  updatedAt: string
  status?: LeadStatus
  lostReasonId?: number
  lostReason?: string
  salesRep?: string | null
  /** The deal value typed in dollars, as cents (null clears it). */
  dealValue?: number | null
  /** The deal value in cents from the API (null clears it). */
  dealValueCents?: number | null
}

/** The deal value a change sets: null clears it, undefined leaves it. */
export function dealValueOf(
  change: Pick<LeadUpdate, 'dealValue' | 'dealValueCents'>,
): number | null | undefined {
  return change.dealValue !== undefined ? change.dealValue : change.dealValueCents
}

export const commentSchema = z.object({
  comment: z
    .string({ error: LEAD_MESSAGES.commentRequired })
    .trim()
    .min(1, LEAD_MESSAGES.commentRequired)
    .max(COMMENT_MAX, LEAD_MESSAGES.commentTooLong),
})
