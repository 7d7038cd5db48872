/**
 * The two lists staff keep for the sales desk (issue 35 §1): where leads entered by hand come from
 * (lead_sources) and why leads are lost (lost_reasons, whose 'Other' asks for a text). One schema
 * per form, shared by the browser and the server.
 */
import { z } from 'zod'
import { checkbox, requiredText, version } from '@/lib/write/fields-schema'

export const LEAD_LIST_NAME_MAX = 100

export const LEAD_LIST_MESSAGES = {
  sourceTaken: (name: string) => `There is already a source named “${name}”. Rename or reactivate that one.`,
  reasonTaken: (label: string) => `There is already a lost reason “${label}”. Rename or reactivate that one.`,
  sourceNotFound: 'That source was not found. It may have been deleted.',
  reasonNotFound: 'That lost reason was not found. It may have been deleted.',
} as const

export const leadSourceFormSchema = z.object({
  updatedAt: version,
  name: requiredText('Name', LEAD_LIST_NAME_MAX),
})

export const lostReasonFormSchema = z.object({
  updatedAt: version,
  label: requiredText('Reason', LEAD_LIST_NAME_MAX),
  /** 'Other': the rep must say what it was. */
  requiresText: checkbox,
})

export type LeadSourceFormValues = z.output<typeof leadSourceFormSchema>
export type LostReasonFormValues = z.output<typeof lostReasonFormSchema>
