/**
 * The home contact form's schema (spec 01 §5), checked in the spec's order with one alert text:
 * first all four fields filled ('Please fill in all required fields'), then a phone of at least
 * 10 digits, then a message of at least 10 characters once trimmed.
 *
 * - Browser (components/leads/home-contact-form.tsx): checked on submit, loaded once the visitor
 *   starts on the form (./load); the first message is the alert.
 * - Server action without JavaScript (lib/leads/actions.ts): the same check, the same alert.
 * - The intake (POST /api/estimates) then applies the contact request's own rules (../schemas).
 */
import * as z from 'zod/mini'
import { LIMITS, MESSAGES } from '@/content/lead-options'
import { minChars, minDigits, requiredText } from './fields'
import type { ContactValues } from './contact-page'

const required = requiredText(MESSAGES.homeRequiredFields)

/** Two stages: the second runs only once the first has passed, so its messages come after. */
export const homeContactSchema = z.pipe(
  z.object({ name: required, email: required, phone: required, message: required }),
  z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().check(minDigits(LIMITS.phoneMin, MESSAGES.phoneInvalid)),
    message: z.string().check(minChars(LIMITS.contactMessageMin, MESSAGES.homeMessageTooShort)),
  }),
)

/** The alert to show, or undefined when the form may be sent. */
export function homeContactError(values: ContactValues): string | undefined {
  const result = z.safeParse(homeContactSchema, values)
  return result.success ? undefined : result.error.issues[0]?.message
}
