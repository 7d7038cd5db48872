/**
 * How zod issues become field errors, in one way, for the admin forms, the admin API and the
 * public API alike: each issue belongs to the field its path names, nested paths joined with
 * dots. Shared by the browser and the server, and free of a zod import so the public forms (which
 * use zod/mini) can use it too.
 */
import type { z } from 'zod'

/** The message of each field at fault, keyed by its path ('email', 'images.0.alt'). */
export type FieldErrors = Record<string, string>

export const INVALID_FORM_MESSAGE = 'Please correct the highlighted fields.'

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/** The field an issue is about: nested paths joined with dots ('images.0.alt'), else `fallback`. */
export function issueField(issue: Issue, fallback = 'form'): string {
  return issue.path.map(String).join('.') || fallback
}

/** The first message for each field. */
export function fieldErrorsFrom(error: z.ZodError | readonly Issue[], fallback = 'form'): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of 'issues' in error ? error.issues : error) {
    errors[issueField(issue, fallback)] ??= issue.message
  }
  return errors
}
