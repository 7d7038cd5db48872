/**
 * The estimate form's schema (spec 01 §5), one rule per field, and the checks made of it:
 *
 * - Blur checks one field with its full rule (estimateBlurError): name required, then at least 2
 *   characters; phone required, then at least 10 characters; email optional, else the pattern.
 * - Continue in the browser (estimateStepErrors): step 1 only the "required" rule of name and
 *   phone (ESTIMATE_REQUIRED), as their full rules ran on blur; step 2 its fields' full rules.
 * - Submit first asks the required rule again (estimateSubmitError, the 'Validation Error' toast);
 *   then the browser checks the payload with the intake's schema (../browser-check), which refuses
 *   a 1-character name that the required rule let through to the last step.
 * - Continue posted without JavaScript (estimatePostedStepErrors, lib/leads/actions.ts): no blur
 *   has run, so the step's fields get their full rules.
 *
 * Each step's schema is picked from estimateSchema by ESTIMATE_STEP_FIELDS. In the browser
 * (components/estimate/estimate-form.tsx) this module loads once the visitor starts on the form
 * (./load), keeping zod out of the page's first load.
 */
import * as z from 'zod/mini'
import { LIMITS, MESSAGES } from '@/content/lead-options'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/field-errors'
import {
  ESTIMATE_REQUIRED,
  ESTIMATE_STEP_FIELDS,
  type EstimateField,
  type EstimateStep,
  type EstimateValues,
} from './estimate-steps'
import { emailAddress, minChars, optionalText, requiredText } from './fields'

/** Each field's full rule; fields without one take any text. */
export const estimateSchema = z.object({
  name: requiredText(ESTIMATE_REQUIRED.name, minChars(LIMITS.nameMin, MESSAGES.nameTooShort)),
  phone: requiredText(ESTIMATE_REQUIRED.phone, minChars(LIMITS.phoneMin, MESSAGES.phoneInvalid)),
  address: z.string(),
  email: optionalText(emailAddress(MESSAGES.emailInvalid)),
  budgetRange: z.string(),
  timeframe: z.string(),
  poolType: z.string(),
  message: z.string(),
} satisfies Record<EstimateField, z.ZodMiniType>)

/** Step 1's "required" rule: name and phone filled, nothing more. */
export const estimateRequiredSchema = z.object({
  name: requiredText(ESTIMATE_REQUIRED.name),
  phone: requiredText(ESTIMATE_REQUIRED.phone),
})

function pickStep(step: EstimateStep) {
  const mask = Object.fromEntries(ESTIMATE_STEP_FIELDS[step].map((field) => [field, true] as const))
  return z.pick(estimateSchema, mask as Partial<Record<EstimateField, true>>)
}

/** Each step's fields with their full rules. */
export const estimateStepSchemas = { 1: pickStep(1), 2: pickStep(2), 3: pickStep(3) }

function errorsOf(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = z.safeParse(schema, values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues)
}

/** Blur: the field's full rule; undefined when it passes (or the field has no rule). */
export function estimateBlurError(field: EstimateField, value: string): string | undefined {
  const result = z.safeParse(estimateSchema.shape[field] as z.ZodMiniType, value)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Continue in the browser: step 1 the required rule (the full rules ran on blur), else the step's rules. */
export function estimateStepErrors(step: EstimateStep, values: EstimateValues): FieldErrors {
  return errorsOf(step === 1 ? estimateRequiredSchema : estimateStepSchemas[step], values)
}

/** Continue posted without JavaScript: no blur has run, so every field of the step gets its full rule. */
export function estimatePostedStepErrors(step: EstimateStep, values: EstimateValues): FieldErrors {
  return errorsOf(estimateStepSchemas[step], values)
}

/** The submit-time check shown as the 'Validation Error' toast: name first, then phone. */
export function estimateSubmitError(values: Pick<EstimateValues, 'name' | 'phone'>): string | undefined {
  return Object.values(errorsOf(estimateRequiredSchema, values))[0]
}
