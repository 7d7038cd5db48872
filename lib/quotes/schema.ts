/**
 * The quote's input schemas (issue 35 §3, §9), shared by the builder in the browser and the server,
 * which parses again. Amounts arrive as the dollars people type and leave as integer cents;
 * percentages leave as basis points; quantities as hundredths. The pool's installed price is never
 * taken from the browser: the server reads it from the catalogue (poolId).
 */
import { z } from 'zod'
import { optionalText, requiredText, rowId, version } from '@/lib/write/fields-schema'
import { FULL_BASIS_POINTS, parsePercentToBasisPoints } from '@/lib/money/cents'
import { MONEY_MESSAGES, moneyField, quantityField, text } from '@/lib/money/fields'
import { PRICE_BOOK_UNITS } from '@/lib/price-book/units'
import { SIGNING_MESSAGES } from './signing-messages'

export const MAX_ALTERNATIVES = 3
export const MAX_LINES_PER_ALTERNATIVE = 60
export const DEFAULT_ALTERNATIVE_LABELS = ['Good', 'Better', 'Best'] as const

export const QUOTE_MESSAGES = {
  ...MONEY_MESSAGES,
  percentFormat: 'The discount percentage must be a number with at most two decimals, e.g. 5 or 7.5',
  percentRange: 'The discount percentage must be more than 0 and at most 100',
  discountRequired: 'Enter the discount, or choose no discount',
  discountReasonRequired: 'Give a reason for the discount',
  alternativesRequired: 'A quote needs at least one alternative',
  alternativesTooMany: `A quote can have at most ${MAX_ALTERNATIVES} alternatives`,
  linesTooMany: `An alternative can have at most ${MAX_LINES_PER_ALTERNATIVE} lines`,
  poolRequired: 'Choose a pool from the catalogue',
  validUntilFormat: 'Enter the validity date as a date',
  validUntilPast: 'The validity date cannot be in the past',
  validUntilTooFar: 'The validity date can be at most one year ahead',
  financingDown: 'The down payment must be 0 to 50 percent, in steps of 5',
  financingTerm: 'The loan term must be 36 to 180 months, in steps of 12',
  financingBand: 'Choose a credit band',
} as const

const flag = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true')

/** A line: from the price book (its id; the server copies the item) or a one-off. */
export const quoteLineSchema = z.object({
  priceBookItemId: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), rowId.optional())
    .transform((v) => v ?? null),
  name: requiredText('Line name', 255),
  description: optionalText('Line description', 2000),
  unit: z.enum(PRICE_BOOK_UNITS, 'Choose a unit'),
  quantity: quantityField,
  unitPrice: moneyField('Unit price'),
  includedInPackage: flag,
})
export type QuoteLineInput = z.output<typeof quoteLineSchema>

export const quoteAlternativeSchema = z.object({
  label: requiredText('Alternative name', 50),
  poolId: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), rowId.optional())
    .pipe(z.number(QUOTE_MESSAGES.poolRequired)),
  finishColor: optionalText('Finish colour', 255),
  lines: z.array(quoteLineSchema).max(MAX_LINES_PER_ALTERNATIVE, QUOTE_MESSAGES.linesTooMany).default([]),
})
export type QuoteAlternativeInput = z.output<typeof quoteAlternativeSchema>

const DATE = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day a year after `day` (YYYY-MM-DD). */
function oneYearAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + 1)
  return date.toISOString().slice(0, 10)
}

const discountKind = z.enum(['none', 'amount', 'percent'], 'Choose how the discount is given')

/**
 * A draft version as the builder sends it. `today` is the calendar day in Eastern time (the
 * browser and the server each compute it), against which the validity date is checked.
 */
export function quoteDraftSchema(today: string) {
  return z
    .object({
      updatedAt: version,
      validUntil: z.string(QUOTE_MESSAGES.validUntilFormat).transform((value, ctx) => {
        const day = value.trim()
        const message = !isRealDate(day)
          ? QUOTE_MESSAGES.validUntilFormat
          : day < today
            ? QUOTE_MESSAGES.validUntilPast
            : day > oneYearAfter(today)
              ? QUOTE_MESSAGES.validUntilTooFar
              : null
        if (message) {
          ctx.addIssue({ code: 'custom', message })
          return z.NEVER
        }
        return day
      }),
      notes: optionalText('Notes', 5000),
      discountKind: discountKind.default('none'),
      discountValue: z.unknown().optional(),
      discountReason: optionalText('Discount reason', 255),
      financingDownPercent: z.coerce
        .number(QUOTE_MESSAGES.financingDown)
        .int(QUOTE_MESSAGES.financingDown)
        .min(0, QUOTE_MESSAGES.financingDown)
        .max(50, QUOTE_MESSAGES.financingDown)
        .refine((v) => v % 5 === 0, QUOTE_MESSAGES.financingDown)
        .default(20),
      financingTermMonths: z.coerce
        .number(QUOTE_MESSAGES.financingTerm)
        .int(QUOTE_MESSAGES.financingTerm)
        .min(36, QUOTE_MESSAGES.financingTerm)
        .max(180, QUOTE_MESSAGES.financingTerm)
        .refine((v) => v % 12 === 0, QUOTE_MESSAGES.financingTerm)
        .default(120),
      financingCreditBand: z.coerce
        .number(QUOTE_MESSAGES.financingBand)
        .refine((v) => [500, 580, 650, 720, 780].includes(v), QUOTE_MESSAGES.financingBand)
        .default(650),
      alternatives: z
        .array(quoteAlternativeSchema, QUOTE_MESSAGES.alternativesRequired)
        .min(1, QUOTE_MESSAGES.alternativesRequired)
        .max(MAX_ALTERNATIVES, QUOTE_MESSAGES.alternativesTooMany),
    })
    .transform((value, ctx) => {
      const { discountValue: rawDiscount, ...rest } = value
      let discountValue = 0
      if (value.discountKind !== 'none') {
        const raw = text(rawDiscount).trim()
        if (raw === '') {
          ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_MESSAGES.discountRequired })
          return z.NEVER
        }
        if (value.discountKind === 'amount') {
          const parsed = moneyField('The discount').safeParse(raw)
          if (!parsed.success) {
            ctx.addIssue({
              code: 'custom',
              path: ['discountValue'],
              message: parsed.error.issues[0]?.message ?? '',
            })
            return z.NEVER
          }
          discountValue = parsed.data
        } else {
          const basisPoints = parsePercentToBasisPoints(raw)
          if (basisPoints === null) {
            ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_MESSAGES.percentFormat })
            return z.NEVER
          }
          if (basisPoints <= 0 || basisPoints > FULL_BASIS_POINTS) {
            ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_MESSAGES.percentRange })
            return z.NEVER
          }
          discountValue = basisPoints
        }
        if (discountValue === 0) {
          ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_MESSAGES.discountRequired })
          return z.NEVER
        }
        if (!value.discountReason) {
          ctx.addIssue({
            code: 'custom',
            path: ['discountReason'],
            message: QUOTE_MESSAGES.discountReasonRequired,
          })
          return z.NEVER
        }
      }
      return {
        ...rest,
        discountValue,
        discountReason: value.discountKind === 'none' ? null : value.discountReason,
      }
    })
}

export type QuoteDraftInput = z.output<ReturnType<typeof quoteDraftSchema>>

/** The homeowner's typed name, consent and choice when signing (issue 35 §4): ./signing-messages.ts. */
export { SIGNING_MESSAGES } from './signing-messages'

/** A drawn signature: a PNG data URL of at most 300 kB. */
const SIGNATURE_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/

export const signingSchema = z.object({
  alternativeId: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), rowId.optional())
    .pipe(z.number(SIGNING_MESSAGES.alternativeRequired)),
  signerName: z
    .string(SIGNING_MESSAGES.nameRequired)
    .trim()
    .min(1, SIGNING_MESSAGES.nameRequired)
    .max(255, 'Your name can be at most 255 characters')
    .refine((v) => v.split(/\s+/).length >= 2, SIGNING_MESSAGES.nameShort),
  signatureImage: z
    .string(SIGNING_MESSAGES.signatureRequired)
    .min(1, SIGNING_MESSAGES.signatureRequired)
    .max(400_000, SIGNING_MESSAGES.signatureInvalid)
    .regex(SIGNATURE_IMAGE, SIGNING_MESSAGES.signatureInvalid),
  consent: flag.refine((v) => v, SIGNING_MESSAGES.consentRequired),
  /** The SHA-256 of the document the page showed: signing refuses it if the quote changed since. */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/, 'The page is out of date. Reload it and sign again'),
})
export type SigningInput = z.output<typeof signingSchema>

/** The words of the consent the homeowner ticks (stored with the signature): ./signing-messages.ts. */
export { E_SIGN_CONSENT_TEXT } from './signing-messages'
