/**
 * What staff may change on a contact message (status, internal notes), with the version of the
 * message the form was opened with. One schema for the desk's forms (browser and server action)
 * and PATCH /api/admin/contacts/{id}.
 */
import { z } from 'zod'
import { requiredVersion } from '@/lib/admin/write/fields-schema'
import { CONTACT_STATUSES, NOTES_MAX, type ContactStatus } from './statuses'

export const CONTACT_MESSAGES = {
  notFound: 'Contact message not found.',
  unknownStatus: 'Choose one of the contact statuses.',
  notesTooLong: `Notes can be at most ${NOTES_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
} as const

export const contactUpdateSchema = z
  .object({
    updatedAt: requiredVersion,
    status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.unknownStatus }).optional(),
    notes: z.string().trim().max(NOTES_MAX, CONTACT_MESSAGES.notesTooLong).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: CONTACT_MESSAGES.nothingToChange,
    path: ['status'],
  })

export type ContactUpdate = { updatedAt: string; status?: ContactStatus; notes?: string }
