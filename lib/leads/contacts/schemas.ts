/**
 * What staff may change on a contact message (status, sales rep, internal notes), with the version
 * of the message the form was opened with. One schema for the desk's forms (browser and server
 * action) and PATCH /api/admin/contacts/{id}; converting carries only the version.
 */
import { z } from 'zod'
import { requiredVersion } from '@/lib/write/fields-schema'
import { CONTACT_MANUAL_STATUSES, NOTES_MAX } from './statuses'

export const CONTACT_MESSAGES = {
  notFound: 'Contact message not found.',
  unknownStatus: 'Choose new, replied or closed. A message becomes converted by converting it to a lead.',
  unknownRep: 'Choose an active staff member as the sales rep.',
  notesTooLong: `Notes can be at most ${NOTES_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
  converted: (leadId: number) => `Converted into lead #${leadId}.`,
  alreadyConverted: (leadId: number) => `This message was already converted into lead #${leadId}.`,
} as const

export const contactUpdateSchema = z
  .object({
    updatedAt: requiredVersion,
    status: z.enum(CONTACT_MANUAL_STATUSES, { error: CONTACT_MESSAGES.unknownStatus }).optional(),
    /** A username, or null / '' to unassign. */
    salesRep: z
      .string()
      .trim()
      .max(50)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    notes: z.string().trim().max(NOTES_MAX, CONTACT_MESSAGES.notesTooLong).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined || v.salesRep !== undefined, {
    message: CONTACT_MESSAGES.nothingToChange,
    path: ['status'],
  })

export type ContactUpdate = {
  updatedAt: string
  status?: (typeof CONTACT_MANUAL_STATUSES)[number]
  salesRep?: string | null
  notes?: string
}

export const contactConvertSchema = z.object({ updatedAt: requiredVersion })
