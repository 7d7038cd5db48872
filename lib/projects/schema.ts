/**
 * The project forms' payloads (issue 36), one schema each, shared by the browser and the server
 * actions: a stage's dates, owner and notes; a move on the board; a payment received; the
 * notifications switch. Days are 'YYYY-MM-DD'. What needs the stored project (the contract date,
 * the order of the stages, an installment's balance) is checked by the server (./stages.ts,
 * ./payments.ts) and answered on the same fields.
 */
import { z } from 'zod'
import { businessDay } from '@/lib/format'
import { moneyField } from '@/lib/money/fields'
import { DATE_MESSAGES } from '@/lib/write/date-rule'
import { checkbox, optionalDate, optionalText, requiredVersion } from '@/lib/write/fields-schema'
import { PAYMENT_METHODS, PROJECT_MESSAGES, PROJECT_STAGE_KEYS } from './rules'

export const STAGE_NOTES_MAX = 2000
export const REASON_MAX = 500

/** An optional day from a date input, as 'YYYY-MM-DD' (null when blank). */
const optionalDay = optionalDate().transform((date) => (date ? date.toISOString().slice(0, 10) : null))

/** A staff member's id from a select ('' for nobody). */
const optionalUserId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: PROJECT_MESSAGES.unknownOwner })
    .int({ error: PROJECT_MESSAGES.unknownOwner })
    .positive({ error: PROJECT_MESSAGES.unknownOwner })
    .nullable(),
)

/** One stage of a project, edited at the project's version. */
export const stageFormSchema = z.object({
  updatedAt: requiredVersion,
  plannedOn: optionalDay,
  actualOn: optionalDay,
  ownerId: optionalUserId,
  notes: optionalText('Notes', STAGE_NOTES_MAX),
  outOfOrderReason: optionalText('The reason', REASON_MAX),
  /** A new planned day moves the later stages not reached yet by as many days. */
  shiftLater: checkbox,
})
export type StageFormValues = z.output<typeof stageFormSchema>

/** A card moved on the board: the stage it has reached (today), with a reason when out of order. */
export const moveFormSchema = z.object({
  updatedAt: requiredVersion,
  stage: z.enum(PROJECT_STAGE_KEYS, { error: PROJECT_MESSAGES.unknownStage }),
  outOfOrderReason: optionalText('The reason', REASON_MAX),
})
export type MoveFormValues = z.output<typeof moveFormSchema>

/** The notifications switch of a project. */
export const notificationsFormSchema = z.object({
  updatedAt: requiredVersion,
  enabled: checkbox,
})

export const PAYMENT_MESSAGES = {
  method: 'Choose check, bank transfer or Zelle: cash and cryptocurrency are not accepted.',
  amountZero: 'The amount must be more than $0.',
  receivedOnRequired: 'Enter the day the payment was received.',
} as const

/**
 * A payment received. `now` is the parser's clock: the browser refuses a future day before
 * sending, and the server again.
 */
export function paymentFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    installmentId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: PROJECT_MESSAGES.unknownInstallment })
        .int({ error: PROJECT_MESSAGES.unknownInstallment })
        .positive({ error: PROJECT_MESSAGES.unknownInstallment }),
    ),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    amount: moneyField('Amount').refine((cents) => cents > 0, PAYMENT_MESSAGES.amountZero),
    receivedOn: optionalDate({ malformed: DATE_MESSAGES.date }).transform((date, ctx) => {
      if (!date) {
        ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.receivedOnRequired })
        return z.NEVER
      }
      const day = date.toISOString().slice(0, 10)
      if (day > businessDay(now())) {
        ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.paymentInFuture })
        return z.NEVER
      }
      return day
    }),
    reference: optionalText('The reference', 100),
    /** The form's one-time key: the same key twice records one payment. */
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,64}$/)
      .optional()
      .catch(undefined),
  })
}
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>
