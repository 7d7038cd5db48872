/**
 * What every settings form (spec 01 §3) is made of: its fields as the form shows them, its zod
 * schema (shared by the browser and the server), and the field builders several of them use.
 */
import { z } from 'zod'

export type FieldKind =
  'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'lines' | 'image' | 'email' | 'date'
export type FieldDef = {
  name: string
  label: string
  kind: FieldKind
  options?: readonly string[]
  hint?: string
  required?: boolean
  wide?: boolean
  /** Only editable when the record is created (e.g. an office id). */
  createOnly?: boolean
}

/** A raw form value as text: a missing one is empty. */
export const asText = (v: unknown) => (v == null ? '' : v)

/** A phone number of at least 10 digits; blank becomes null (and is refused when required). */
export const phone = (label: string, required = true) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .max(20, `${label} must be at most 20 characters`)
      .refine((v) => (required ? v !== '' : true), `${label} is required`)
      .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, 'Please enter a valid phone number')
      .transform((v) => (v === '' ? null : v)),
  )

/** A required e-mail address, lower-cased. */
export const email = (label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .pipe(z.email(`${label}: please enter a valid email address`)),
  )

/** One settings form: its tab title, what one record is called, whether it may be deleted. */
export type SettingsForm = {
  title: string
  singular: string
  deletable: boolean
  fields: readonly FieldDef[]
  schema: z.ZodType
}
