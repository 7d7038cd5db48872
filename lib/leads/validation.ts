/**
 * The browser-side checks of each form, with the spec's exact messages and order (spec 01 §5).
 * The server parses every payload again with lib/leads/schemas.ts.
 */
import { EMAIL_PATTERN, LIMITS, MESSAGES } from '@/content/lead-options'

const blank = (value: string | undefined) => !value || value.trim() === ''

export function countDigits(value: string) {
  return value.replace(/\D/g, '').length
}

/* Home contact section: one alert text, checked in the spec's order. */

export type HomeContactValues = { name: string; email: string; phone: string; message: string }

export function homeContactError(values: HomeContactValues): string | undefined {
  if (blank(values.name) || blank(values.email) || blank(values.phone) || blank(values.message)) {
    return MESSAGES.homeRequiredFields
  }
  if (countDigits(values.phone) < LIMITS.phoneMin) return MESSAGES.phoneInvalid
  if (values.message.trim().length < LIMITS.contactMessageMin) return MESSAGES.homeMessageTooShort
  return undefined
}

/* Contact page: every field required, one message per field. */

export type ContactPageValues = HomeContactValues
export type FieldErrors<K extends string> = Partial<Record<K, string>>

export function contactPageErrors(values: ContactPageValues): FieldErrors<keyof ContactPageValues> {
  const errors: FieldErrors<keyof ContactPageValues> = {}
  if (blank(values.name)) errors.name = MESSAGES.contactNameRequired
  if (blank(values.email) || !EMAIL_PATTERN.test(values.email.trim()))
    errors.email = MESSAGES.contactEmailRequired
  if (blank(values.phone)) errors.phone = MESSAGES.contactPhoneRequired
  if (blank(values.message)) errors.message = MESSAGES.contactMessageRequired
  return errors
}

/* Estimate form: blur checks per field, Continue checks per step. */

export type EstimateValues = {
  name: string
  phone: string
  address: string
  email: string
  budgetRange: string
  timeframe: string
  poolType: string
  message: string
}

export type EstimateField = keyof EstimateValues

export const EMPTY_ESTIMATE_VALUES: EstimateValues = {
  name: '',
  phone: '',
  address: '',
  email: '',
  budgetRange: '',
  timeframe: '',
  poolType: '',
  message: '',
}

/** Name on blur: empty, then shorter than 2 characters. */
export function nameBlurError(value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return MESSAGES.nameRequired
  if (trimmed.length < LIMITS.nameMin) return MESSAGES.nameTooShort
  return undefined
}

/** Phone on blur: empty, then fewer than 10 characters. */
export function phoneBlurError(value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return MESSAGES.phoneRequired
  if (trimmed.length < LIMITS.phoneMin) return MESSAGES.phoneInvalid
  return undefined
}

/** Optional email: when filled it must match text@text.text with no spaces. */
export function emailBlurError(value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  return EMAIL_PATTERN.test(trimmed) ? undefined : MESSAGES.emailInvalid
}

export const ESTIMATE_STEPS = [1, 2, 3] as const
export type EstimateStep = (typeof ESTIMATE_STEPS)[number]

/** The checks Continue runs on the current step (spec 01 §5). */
export function estimateStepErrors(step: EstimateStep, values: EstimateValues): FieldErrors<EstimateField> {
  const errors: FieldErrors<EstimateField> = {}
  if (step === 1) {
    if (blank(values.name)) errors.name = MESSAGES.nameRequired
    if (blank(values.phone)) errors.phone = MESSAGES.phoneRequired
  }
  if (step === 2) {
    const email = emailBlurError(values.email)
    if (email) errors.email = email
  }
  return errors
}

/** Continue is disabled on step 1 until name and phone are non-blank; always enabled on steps 2 and 3. */
export function canContinue(step: EstimateStep, values: Pick<EstimateValues, 'name' | 'phone'>): boolean {
  return step !== 1 || (!blank(values.name) && !blank(values.phone))
}

/** The submit-time check shown as the 'Validation Error' toast: name first, then phone. */
export function estimateSubmitError(values: Pick<EstimateValues, 'name' | 'phone'>): string | undefined {
  if (blank(values.name)) return MESSAGES.nameRequired
  if (blank(values.phone)) return MESSAGES.phoneRequired
  return undefined
}

/** Blur check of one field, or undefined for fields without one. */
export function estimateBlurError(field: EstimateField, value: string): string | undefined {
  if (field === 'name') return nameBlurError(value)
  if (field === 'phone') return phoneBlurError(value)
  if (field === 'email') return emailBlurError(value)
  return undefined
}
