/**
 * What staff may change on an appointment (status, date and time), with the version of the
 * appointment the form was opened with. One schema for the desk's form (browser and server
 * action) and PATCH /api/admin/appointments/{id}.
 */
import { z } from 'zod'
import { requiredVersion } from '@/lib/admin/write/fields-schema'
import { fromDateTimeLocal } from '@/lib/admin/format'
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './statuses'

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found.',
  unknownStatus: 'Choose one of the appointment statuses.',
  dateRequired: 'Set the date and time before confirming the appointment.',
  badDate: 'Enter the date and time, e.g. 2025-04-18 10:30 (Eastern time).',
  nothingToChange: 'Nothing to change.',
} as const

export const appointmentUpdateSchema = z
  .object({
    updatedAt: requiredVersion,
    status: z.enum(APPOINTMENT_STATUSES, { error: APPOINTMENT_MESSAGES.unknownStatus }).optional(),
    /**
     * The date and time: a datetime-local value read as Eastern time (2025-04-18T10:30), or an ISO
     * instant with its offset (API clients); '' or null clears it.
     */
    scheduledAt: z
      .union([z.string().trim(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined
        if (value === null || value === '') return null
        const local = fromDateTimeLocal(value)
        if (local) return local
        if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
          const instant = new Date(value)
          if (!Number.isNaN(instant.getTime())) return instant
        }
        ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.badDate })
        return z.NEVER
      }),
  })
  .refine((v) => v.status !== undefined || v.scheduledAt !== undefined, {
    message: APPOINTMENT_MESSAGES.nothingToChange,
    path: ['status'],
  })
  // Checked in the browser too; the server checks again against the stored date.
  .refine((v) => v.status !== 'confirmed' || v.scheduledAt !== null, {
    message: APPOINTMENT_MESSAGES.dateRequired,
    path: ['scheduledAt'],
  })

export type AppointmentUpdate = {
  updatedAt: string
  status?: AppointmentStatus
  scheduledAt?: Date | null
}
