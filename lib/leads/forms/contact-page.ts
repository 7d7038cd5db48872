/**
 * The contact page form's schema (spec 01 §5: every field required, one message per field).
 *
 * - Browser (components/leads/contact-form.tsx): checked on submit, loaded once the visitor starts
 *   on the form (./load); each message goes under its field.
 * - Server action without JavaScript (lib/leads/actions.ts): the same check on the posted values.
 * - The intake (POST /api/estimates) then applies the contact request's own rules (../schemas).
 */
import * as z from 'zod/mini'
import { MESSAGES } from '@/content/lead-options'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/field-errors'
import { emailAddress, requiredText } from './fields'

export const contactPageSchema = z.object({
  name: requiredText(MESSAGES.contactNameRequired),
  email: requiredText(MESSAGES.contactEmailRequired, emailAddress(MESSAGES.contactEmailRequired)),
  phone: requiredText(MESSAGES.contactPhoneRequired),
  message: requiredText(MESSAGES.contactMessageRequired),
})

/** What the visitor typed; the home contact form asks for the same four fields. */
export type ContactValues = z.input<typeof contactPageSchema>

/** The message of each field at fault, in the form's order; empty when the form may be sent. */
export function contactPageErrors(values: ContactValues): FieldErrors {
  const result = z.safeParse(contactPageSchema, values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues)
}
