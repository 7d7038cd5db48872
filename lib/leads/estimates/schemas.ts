/**
 * What staff may change on a lead (with the version it was read at), and a comment; one schema for
 * the desk's forms in the browser, their server actions, and the JSON API.
 */
import { z } from 'zod'
import { requiredVersion, rowId } from '@/lib/write/fields-schema'
import { COMMENT_MAX, LEAD_MESSAGES, LEAD_STATUSES, LOST_REASON_MAX, type LeadStatus } from './statuses'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? undefined : v))
    .optional()

/** What a change may set: the same fields on the lead page and in bulk. */
const leadChangeFields = {
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.unknownStatus }).optional(),
  lostReason: optionalText(LOST_REASON_MAX),
  /** A username, or null / '' to unassign. */
  salesRep: z
    .string()
    .trim()
    .max(50)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
}

type ChangeFields = { status?: LeadStatus; lostReason?: string; salesRep?: string | null }

/** A change sets something, and 'lost' always comes with its reason (also in bulk). */
function withChangeRules<T extends z.ZodType<ChangeFields>>(schema: T) {
  return schema
    .refine((v) => v.status !== undefined || v.salesRep !== undefined || v.lostReason !== undefined, {
      message: LEAD_MESSAGES.nothingToChange,
      path: ['status'],
    })
    .refine((v) => v.status !== 'lost' || !!v.lostReason, {
      message: LEAD_MESSAGES.lostReasonRequired,
      path: ['lostReason'],
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
  lostReason?: string
  salesRep?: string | null
}

export const commentSchema = z.object({
  comment: z
    .string({ error: LEAD_MESSAGES.commentRequired })
    .trim()
    .min(1, LEAD_MESSAGES.commentRequired)
    .max(COMMENT_MAX, LEAD_MESSAGES.commentTooLong),
})
