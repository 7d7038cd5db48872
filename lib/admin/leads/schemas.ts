/** What staff may change on a lead, and a comment; shared by the desk's forms and the JSON API. */
import { z } from 'zod'
import { COMMENT_MAX, LEAD_MESSAGES, LEAD_STATUSES, LOST_REASON_MAX, type LeadStatus } from './statuses'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? undefined : v))
    .optional()

export const leadUpdateSchema = z
  .object({
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
  })
  .refine((v) => v.status !== undefined || v.salesRep !== undefined || v.lostReason !== undefined, {
    message: LEAD_MESSAGES.nothingToChange,
    path: ['status'],
  })
  .refine((v) => v.status !== 'lost' || !!v.lostReason, {
    message: LEAD_MESSAGES.lostReasonRequired,
    path: ['lostReason'],
  })

export type LeadUpdate = { status?: LeadStatus; lostReason?: string; salesRep?: string | null }

export const commentSchema = z.object({
  comment: z
    .string({ error: LEAD_MESSAGES.commentRequired })
    .trim()
    .min(1, LEAD_MESSAGES.commentRequired)
    .max(COMMENT_MAX, LEAD_MESSAGES.commentTooLong),
})
