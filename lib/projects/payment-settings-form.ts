/**
 * How homeowners pay (issue 36 §2: nothing is charged online; spec 02 §9.2: check, bank transfer
 * or Zelle, no cash and no cryptocurrency): the one payment_settings row admins edit under
 * Settings › Payments. Receipts and the homeowner's page print it. Schema keys are the column names.
 */
import { z } from 'zod'
import { version } from '@/lib/write/fields-schema'
import type { SettingsForm } from '@/lib/write/form-kit'

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v == null ? '' : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`),
  )

export const paymentSettingsForm = {
  title: 'How homeowners pay',
  singular: 'payment instructions',
  deletable: false,
  fields: [
    {
      name: 'checkPayableTo',
      label: 'Checks payable to',
      kind: 'text',
      hint: 'The name a homeowner writes on a check, e.g. the company’s legal name.',
    },
    {
      name: 'checkMailingAddress',
      label: 'Where to mail or drop off checks',
      kind: 'text',
      wide: true,
    },
    {
      name: 'zelleRecipient',
      label: 'Zelle recipient',
      kind: 'text',
      hint: 'The e-mail address or phone number registered with Zelle.',
    },
    {
      name: 'bankTransferDetails',
      label: 'Bank transfer details',
      kind: 'textarea',
      wide: true,
      hint: 'Bank name, account name, routing and account numbers, as the homeowner needs them.',
    },
    {
      name: 'notes',
      label: 'Anything else',
      kind: 'textarea',
      wide: true,
      hint: 'E.g. “Write your contract number on the check.” Shown under the methods.',
    },
  ],
  schema: z
    .object({
      updatedAt: version,
      checkPayableTo: text('Checks payable to', 255),
      checkMailingAddress: text('The mailing address', 500),
      zelleRecipient: text('The Zelle recipient', 255),
      bankTransferDetails: text('The bank transfer details', 2000),
      notes: text('The notes', 2000),
    })
    .refine((v) => v.checkPayableTo || v.zelleRecipient || v.bankTransferDetails, {
      message: 'Give at least one way to pay: checks, Zelle or a bank transfer.',
      path: ['checkPayableTo'],
    }),
} as const satisfies SettingsForm

export type PaymentInstructions = {
  checkPayableTo: string
  checkMailingAddress: string
  zelleRecipient: string
  bankTransferDetails: string
  notes: string
}

/** The instructions as lines of text (a receipt, the homeowner's page); empty when none are set. */
export function paymentInstructionLines(settings: PaymentInstructions): string[] {
  const lines: string[] = []
  if (settings.zelleRecipient) lines.push(`Zelle: send to ${settings.zelleRecipient}`)
  if (settings.bankTransferDetails)
    lines.push('Bank transfer:', ...settings.bankTransferDetails.split(/\r?\n/).map((line) => `  ${line}`))
  if (settings.checkPayableTo)
    lines.push(
      `Check: payable to ${settings.checkPayableTo}${settings.checkMailingAddress ? `, mailed or brought to ${settings.checkMailingAddress}` : ''}`,
    )
  if (lines.length && settings.notes) lines.push(settings.notes)
  return lines
}
