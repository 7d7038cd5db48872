/**
 * The quote settings form (issue 35 §3): how long a quote stands by default, and the largest
 * discount a sales rep may give without an admin's approval. The one quote_settings row
 * (lib/quotes/settings.ts reads it). The limit is typed as a percentage and stored in basis points;
 * the schema is shared by the browser and the server.
 */
import { z } from 'zod'
import { FULL_BASIS_POINTS, parsePercentToBasisPoints } from '@/lib/money/cents'
import { requiredNumber, version } from '@/lib/write/fields-schema'
import { asText, type SettingsForm } from '@/lib/write/form-kit'

export type QuoteSettings = { validityDays: number; repDiscountLimitBasisPoints: number }

/** The column defaults (db/schema.ts quote_settings): used until an admin saves the settings. */
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = { validityDays: 30, repDiscountLimitBasisPoints: 500 }

export const QUOTE_SETTINGS_LIMITS = { validityDays: { min: 1, max: 365 } } as const

export const QUOTE_SETTINGS_MESSAGES = {
  limitRequired: 'Rep discount limit is required',
  limitFormat: 'Rep discount limit must be a percentage with at most two decimals, e.g. 5 or 7.5',
  limitRange: 'Rep discount limit must be 0 to 100 percent',
} as const

/** A percentage as typed ('5', '7.5 %') in basis points, 0 to 100 %. */
const percentLimit = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    const raw = String(value).trim()
    if (raw === '') {
      ctx.addIssue({ code: 'custom', message: QUOTE_SETTINGS_MESSAGES.limitRequired })
      return z.NEVER
    }
    const basisPoints = raw.startsWith('-') ? null : parsePercentToBasisPoints(raw)
    if (basisPoints === null) {
      ctx.addIssue({
        code: 'custom',
        message: raw.startsWith('-')
          ? QUOTE_SETTINGS_MESSAGES.limitRange
          : QUOTE_SETTINGS_MESSAGES.limitFormat,
      })
      return z.NEVER
    }
    if (basisPoints > FULL_BASIS_POINTS) {
      ctx.addIssue({ code: 'custom', message: QUOTE_SETTINGS_MESSAGES.limitRange })
      return z.NEVER
    }
    return basisPoints
  }),
)

export const quoteSettingsForm = {
  title: 'Quotes',
  singular: 'quote settings',
  deletable: false,
  fields: [
    {
      name: 'validityDays',
      label: 'Validity (days)',
      kind: 'number',
      required: true,
      hint: `${QUOTE_SETTINGS_LIMITS.validityDays.min} to ${QUOTE_SETTINGS_LIMITS.validityDays.max}. A new quote is valid this many days from today unless the rep sets another date; it expires after its last day.`,
    },
    {
      name: 'repDiscountLimitBasisPoints',
      label: 'Rep discount limit (%)',
      kind: 'text',
      required: true,
      hint: 'The largest discount, as a share of the subtotal, a sales rep may give on their own. Above it the quote waits for an admin to approve the discount before it can be sent. The Winter special is pre-approved.',
    },
  ],
  schema: z.object({
    updatedAt: version,
    validityDays: requiredNumber('Validity', { ...QUOTE_SETTINGS_LIMITS.validityDays, integer: true }),
    repDiscountLimitBasisPoints: percentLimit,
  }),
} as const satisfies SettingsForm
