/**
 * The online booking settings form (issue 25): the one booking_settings row the slot list reads
 * (lib/booking/queries.ts). Schema keys are the column names; the schema is shared by the browser
 * and the server, with the limits of lib/booking/rules.ts.
 */
import { z } from 'zod'
import { requiredNumber, version } from '@/lib/write/fields-schema'
import type { SettingsForm } from '@/lib/write/form-kit'
import { BOOKING_LIMITS } from './rules'

export const bookingSettingsForm = {
  title: 'Online booking',
  singular: 'booking settings',
  deletable: false,
  fields: [
    {
      name: 'slotMinutes',
      label: 'Consultation length (minutes)',
      kind: 'number',
      required: true,
      hint: `${BOOKING_LIMITS.slotMinutes.min} to ${BOOKING_LIMITS.slotMinutes.max}. Slots start every this many minutes from 9AM, Monday to Friday, and end by 4PM Eastern Time.`,
    },
    {
      name: 'leadTimeHours',
      label: 'Lead time (hours)',
      kind: 'number',
      required: true,
      hint: `${BOOKING_LIMITS.leadTimeHours.min} to ${BOOKING_LIMITS.leadTimeHours.max}. How far ahead a visitor must book: the first slot offered starts at least this long from now.`,
    },
  ],
  schema: z.object({
    updatedAt: version,
    slotMinutes: requiredNumber('Consultation length', { ...BOOKING_LIMITS.slotMinutes, integer: true }),
    leadTimeHours: requiredNumber('Lead time', { ...BOOKING_LIMITS.leadTimeHours, integer: true }),
  }),
} as const satisfies SettingsForm
