/**
 * The estimate form's schema (spec 01 §5), one rule per field, and the checks made of it:
 *
 * - Blur checks one field with its full rule (estimateBlurError): name required, then at least 2
 *   characters; phone required, then at least 10 characters; email optional, else the pattern.
 * - Continue (estimateStepErrors), in the browser and posted without JavaScript alike: every field
 *   of the step gets its full rule, so Continue never leaves a step that shows an error (it went on
 *   past 'Name must be at least 2 characters' when it asked only that name and phone be filled).
 * - Submit first asks the required rule again (estimateSubmitError, the 'Validation Error' toast);
 *   then the browser checks the payload with the intake's schema (../browser-check).
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

/** Continue: every field of the step with its full rule, whether or not a blur has checked it. */
export function estimateStepErrors(step: EstimateStep, values: EstimateValues): FieldErrors {
  return errorsOf(estimateStepSchemas[step], values)
}

/** The submit-time check shown as the 'Validation Error' toast: name first, then phone. */
export function estimateSubmitError(values: Pick<EstimateValues, 'name' | 'phone'>): string | undefined {
  return Object.values(errorsOf(estimateRequiredSchema, values))[0]
}
