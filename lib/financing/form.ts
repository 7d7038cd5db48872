/**
 * The financing-option settings form (spec 01 §3): one row of financing_options, which the
 * financing page and calculator read (lib/financing/options.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import {
  checkbox,
  optionalDate,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  version,
} from '@/lib/write/fields-schema'
import type { SettingsForm } from '@/lib/write/form-kit'

export const financingOptionForm = {
  title: 'Financing options',
  singular: 'financing option',
  deletable: true,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'lender', label: 'Lender', kind: 'text' },
    { name: 'loanTermMonths', label: 'Loan term (months)', kind: 'number' },
    { name: 'interestRate', label: 'Interest rate (%)', kind: 'number' },
    {
      name: 'apr',
      label: 'APR (%)',
      kind: 'number',
      hint: 'The rate the calculator shows and uses; the interest rate when empty.',
    },
    {
      name: 'creditScoreRequired',
      label: 'Credit score required',
      kind: 'number',
      hint: 'Offered to the credit range this score falls in: 720 or higher, 650 to 719, or below 650 (empty: below 650).',
    },
    { name: 'url', label: 'Application link', kind: 'text' },
    { name: 'lastRateUpdate', label: 'Rates last checked', kind: 'date' },
    { name: 'isActive', label: 'Active (shown on the financing page)', kind: 'checkbox' },
    {
      name: 'description',
      label: 'Qualifications',
      kind: 'textarea',
      wide: true,
      hint: 'Shown under the option in the financing calculator; separate them with commas, semicolons or new lines, e.g. Credit score 650+, stable employment',
    },
  ],
  schema: z.object({
    updatedAt: version,
    name: requiredText('Name', 255),
    lender: optionalText('Lender', 255),
    loanTermMonths: optionalNumber('Loan term', { min: 1, max: 480, integer: true }),
    interestRate: optionalNumber('Interest rate', { min: 0, max: 99.99 }),
    apr: optionalNumber('APR', { min: 0, max: 99.99 }),
    creditScoreRequired: optionalNumber('Credit score', { min: 300, max: 850, integer: true }),
    url: optionalUrl('Application link'),
    lastRateUpdate: optionalDate({ malformed: 'Rates last checked must be a date' }),
    isActive: checkbox,
    description: optionalText('Qualifications', 5000),
  }),
} as const satisfies SettingsForm
