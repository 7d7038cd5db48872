/**
 * The manufacturer form (spec 01 §3 manufacturers). The description is lines shaped
 * 'title – text' (an en dash between spaces); a hyphen or em dash between spaces is accepted and
 * stored as the en dash, so every reader can split on one separator.
 */
import { z } from 'zod'
import {
  checkbox,
  isHttpUrl,
  optionalUrl,
  requiredNumber,
  requiredText,
  version,
} from '@/lib/write/fields-schema'

export const DESCRIPTION_SEPARATOR = ' – '
export const MAX_DESCRIPTION_LINES = 20
const SEPARATOR_PATTERN = /\s+[–—-]\s+/

export type DescriptionLine = { title: string; text: string }

/** Splits a stored description into its lines; a line without a separator is all title. */
export function parseDescription(description: string | null | undefined): DescriptionLine[] {
  return (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = SEPARATOR_PATTERN.exec(line)
      if (!match) return { title: line, text: '' }
      return {
        title: line.slice(0, match.index).trim(),
        text: line.slice(match.index + match[0].length).trim(),
      }
    })
}

const description = z.preprocess(
  (v) => (v == null ? '' : v),
  z
    .string()
    .max(5000, 'Description must be at most 5000 characters')
    .transform((value, ctx) => {
      const lines = value
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
      if (lines.length > MAX_DESCRIPTION_LINES) {
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_DESCRIPTION_LINES} lines` })
        return z.NEVER
      }
      const parsed = parseDescription(value)
      const bad = parsed.findIndex((line) => !line.title || !line.text)
      if (bad >= 0) {
        ctx.addIssue({ code: 'custom', message: `Line ${bad + 1} must be shaped 'title – text'` })
        return z.NEVER
      }
      return parsed.length
        ? parsed.map((l) => `${l.title}${DESCRIPTION_SEPARATOR}${l.text}`).join('\n')
        : null
    }),
)

/** Image URL (upload or web address), a data:image URI, or a short emoji/text mark. */
function logo(label: string) {
  return z.preprocess(
    (v) => (v == null ? '' : v),
    z
      .string()
      .trim()
      .max(200_000, `${label} is too large; upload an image instead`)
      .refine(
        (v) =>
          v === '' ||
          /^\/(?!\/)\S*$/.test(v) ||
          isHttpUrl(v) ||
          /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(v) ||
          (v.length <= 16 && !/[<>]/.test(v)),
        `${label} must be an uploaded image, a web address, a data:image URI or an emoji`,
      )
      .transform((v) => (v === '' ? null : v)),
  )
}

export const manufacturerFormSchema = z.object({
  updatedAt: version,
  name: requiredText('Name', 255),
  description,
  logo: logo('Logo'),
  iconLogo: logo('Icon logo'),
  enabled: checkbox,
  website: optionalUrl('Website').refine(
    (v) => v === null || isHttpUrl(v),
    'Website must start with https:// or http://',
  ),
  displayOrder: requiredNumber('Display order', { min: 0, max: 9999, integer: true }),
})

export type ManufacturerFormValues = z.output<typeof manufacturerFormSchema>
