/**
 * What every admin server action answers, and how zod issues become field errors. Shared by the
 * browser and the server so a form shows a server-side error exactly where a client-side one goes.
 */
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

export type ActionResult<T = { id: number | string; updatedAt: string | null }> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; fieldErrors?: FieldErrors; conflict?: boolean; status?: number }

export const STALE_EDIT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see their changes.'

export const INVALID_FORM_MESSAGE = 'Please correct the highlighted fields.'

/** The first message for each field; nested paths are joined with dots ('images.0.alt'). */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

export function invalid(error: z.ZodError): ActionResult<never> {
  return { ok: false, message: INVALID_FORM_MESSAGE, fieldErrors: fieldErrorsFrom(error), status: 400 }
}
