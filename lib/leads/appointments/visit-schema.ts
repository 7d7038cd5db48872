/**
 * Booking a site visit from a lead's page (issue 35 §1): the day, the start (Eastern wall time),
 * the length, the office and the rep who visits, with the lead's version. One schema for the form
 * in the browser and its server action. The times offered are every quarter hour of a long working
 * day; whether one is within office hours (or ticked as asked for by the homeowner) and in the
 * future is the appointments' rule (./time-rules.ts), checked on the server.
 */
import { z } from 'zod'
import { fromDateTimeLocal } from '@/lib/format'
import { checkbox, requiredVersion } from '@/lib/write/fields-schema'
import { APPOINTMENT_LENGTH_LIMITS } from './time-rules'

export const VISIT_MESSAGES = {
  dateRequired: 'Choose the day of the visit.',
  dateInvalid: 'Enter the day as shown, e.g. 2026-03-09.',
  timeRequired: 'Choose the time of the visit.',
  timeInvalid: 'Choose a time from the list.',
  noSuchTime:
    'That time does not exist in Eastern Time (the clocks jump from 2:00 AM to 3:00 AM that night).',
  lengthInvalid: `Choose a length between ${APPOINTMENT_LENGTH_LIMITS.min} and ${APPOINTMENT_LENGTH_LIMITS.max} minutes.`,
  officeRequired: 'Choose the office the visit is booked for.',
  repRequired: 'Choose the rep who will visit.',
  booked: (when: string) => `Site visit booked for ${when}.`,
} as const

/** The starts the form offers: 7:00 AM to 7:45 PM every 15 minutes ('HH:MM', 24-hour). */
export const VISIT_TIMES: readonly string[] = Array.from({ length: 13 * 4 }, (_, i) => {
  const minutes = 7 * 60 + i * 15
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})

/** '15:00' as '3:00 PM'. */
export function timeLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

const textOf = (v: unknown) =>
  typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : '\u0000'

export const siteVisitSchema = z
  .object({
    /** The lead's version as its page showed it. */
    updatedAt: requiredVersion,
    visitDate: z.preprocess(
      textOf,
      z
        .string()
        .min(1, VISIT_MESSAGES.dateRequired)
        .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_MESSAGES.dateInvalid),
    ),
    visitTime: z.preprocess(
      textOf,
      z
        .string()
        .min(1, VISIT_MESSAGES.timeRequired)
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, VISIT_MESSAGES.timeInvalid),
    ),
    durationMinutes: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ error: VISIT_MESSAGES.lengthInvalid })
        .int(VISIT_MESSAGES.lengthInvalid)
        .min(APPOINTMENT_LENGTH_LIMITS.min, VISIT_MESSAGES.lengthInvalid)
        .max(APPOINTMENT_LENGTH_LIMITS.max, VISIT_MESSAGES.lengthInvalid),
    ),
    officeId: z.preprocess(
      textOf,
      z.string().min(1, VISIT_MESSAGES.officeRequired).max(50, VISIT_MESSAGES.officeRequired),
    ),
    assigneeId: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
      z.number({ error: VISIT_MESSAGES.repRequired }).int().positive(VISIT_MESSAGES.repRequired),
    ),
    /** Staff agreed a time outside office hours with the homeowner. */
    outsideHours: checkbox,
  })
  .transform((v, ctx) => {
    const scheduledAt = fromDateTimeLocal(`${v.visitDate}T${v.visitTime}`)
    if (!scheduledAt) {
      // A real day ('2026-02-30' is not) at a time that exists in Eastern Time.
      const day = new Date(`${v.visitDate}T12:00:00Z`)
      const realDay = !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v.visitDate)
      ctx.addIssue({
        code: 'custom',
        path: [realDay ? 'visitTime' : 'visitDate'],
        message: realDay ? VISIT_MESSAGES.noSuchTime : VISIT_MESSAGES.dateInvalid,
      })
      return z.NEVER
    }
    return { ...v, scheduledAt }
  })

export type SiteVisitInput = z.output<typeof siteVisitSchema>
