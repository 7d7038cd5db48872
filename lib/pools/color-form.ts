/**
 * The pool-colour settings form (spec 01 §3): one row of pool_colors, shown on the pool pages.
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import { optionalText, requiredNumber, requiredText, version } from '@/lib/write/fields-schema'
import { asText, type SettingsForm } from '@/lib/write/form-kit'

const hexColor = (label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), `${label} must look like #1f4e9c`)
      .transform((v) => (v === '' ? null : v.toLowerCase())),
  )

export const poolColorForm = {
  title: 'Pool colours',
  singular: 'pool colour',
  deletable: true,
  fields: [
    { name: 'colorName', label: 'Colour name', kind: 'text', required: true },
    { name: 'manufacturer', label: 'Manufacturer', kind: 'text' },
    { name: 'colorSeries', label: 'Series / collection', kind: 'text' },
    { name: 'colorType', label: 'Type', kind: 'text', hint: 'e.g. gelcoat, crystalline' },
    { name: 'colorHex', label: 'Colour (hex)', kind: 'text', hint: '#1f4e9c' },
    { name: 'gradientFrom', label: 'Gradient from (hex)', kind: 'text' },
    { name: 'gradientTo', label: 'Gradient to (hex)', kind: 'text' },
    { name: 'displayOrder', label: 'Display order', kind: 'number', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  schema: z.object({
    updatedAt: version,
    colorName: requiredText('Colour name', 255),
    manufacturer: optionalText('Manufacturer', 255),
    colorSeries: optionalText('Series', 255),
    colorType: optionalText('Type', 100),
    colorHex: hexColor('Colour'),
    gradientFrom: hexColor('Gradient from'),
    gradientTo: hexColor('Gradient to'),
    displayOrder: requiredNumber('Display order', { min: 0, max: 9999, integer: true }),
    description: optionalText('Description', 2000),
  }),
} as const satisfies SettingsForm
