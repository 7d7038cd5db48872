/**
 * What staff may change on an appointment (status, date and time, duration, office, assignee), with the version of the
 * appointment the form was opened with. One schema for the desk's form (browser and server
 * action) and PATCH /api/admin/appointments/{id}.
 */
import { z } from 'zod'
import { requiredVersion } from '@/lib/write/fields-schema'
import { readDateTime } from '@/lib/write/date-rule'
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './statuses'
import { APPOINTMENT_LENGTH_LIMITS } from './time-rules'

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found.',
  unknownStatus: 'Choose one of the appointment statuses.',
  dateRequired: 'Set the date and time before confirming the appointment.',
  badDate: 'Enter the date and time, e.g. 2025-04-18 10:30 (Eastern time).',
  nothingToChange: 'Nothing to change.',
  badDuration: `Choose a length between ${APPOINTMENT_LENGTH_LIMITS.min} and ${APPOINTMENT_LENGTH_LIMITS.max} minutes.`,
  badOffice: 'Choose one of the active offices.',
  badAssignee: 'Choose an active staff member.',
  slotTaken:
    'This office already has a live appointment at that time. Choose another time or office, or cancel the other appointment first.',
} as const

/** '' or null clears an optional choice; undefined leaves it as it is. */
const blankToNull = (value: unknown) => (value === '' ? null : value)

/** A form checkbox ('on' when ticked, absent when not) or a JSON boolean. */
const tick = z
  .union([z.boolean(), z.literal('on'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on')

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
        // The admin date rule (lib/admin/date-rule): a real day and time in the allowed years.
        const reading = readDateTime(value)
        if (reading.ok) return reading.date
        const message = reading.problem === 'malformed' ? APPOINTMENT_MESSAGES.badDate : reading.message
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }),
    durationMinutes: z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: APPOINTMENT_MESSAGES.badDuration })
          .int(APPOINTMENT_MESSAGES.badDuration)
          .min(APPOINTMENT_LENGTH_LIMITS.min, APPOINTMENT_MESSAGES.badDuration)
          .max(APPOINTMENT_LENGTH_LIMITS.max, APPOINTMENT_MESSAGES.badDuration),
      )
      .optional(),
    officeId: z.preprocess(
      blankToNull,
      z
        .string({ error: APPOINTMENT_MESSAGES.badOffice })
        .trim()
        .max(50, APPOINTMENT_MESSAGES.badOffice)
        .nullable()
        .optional(),
    ),
    assigneeId: z.preprocess(
      (v) => {
        const blank = blankToNull(v)
        return typeof blank === 'string' && /^\d{1,9}$/.test(blank) ? Number(blank) : blank
      },
      z.number({ error: APPOINTMENT_MESSAGES.badAssignee }).int().positive().nullable().optional(),
    ),
    /** Staff agreed a time outside office hours with the homeowner (./time-rules.ts). */
    outsideHours: tick,
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.scheduledAt !== undefined ||
      v.durationMinutes !== undefined ||
      v.officeId !== undefined ||
      v.assigneeId !== undefined,
    {
      message: APPOINTMENT_MESSAGES.nothingToChange,
      path: ['status'],
    },
  )
  // Checked in the browser too; the server checks again against the stored date.
  .refine((v) => v.status !== 'confirmed' || v.scheduledAt !== null, {
    message: APPOINTMENT_MESSAGES.dateRequired,
    path: ['scheduledAt'],
  })

export type AppointmentUpdate = {
  updatedAt: string
  status?: AppointmentStatus
  scheduledAt?: Date | null
  durationMinutes?: number
  officeId?: string | null
  assigneeId?: number | null
  outsideHours?: boolean
}
