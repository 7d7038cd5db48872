/** A refused admin change: a clear message for the person, the HTTP status, and the field at fault. */
export class AdminInputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'AdminInputError'
  }
}

/** The JSON answer for an AdminInputError, or null for anything else. */
export function adminInputErrorResponse(error: unknown): Response | null {
  if (!(error instanceof AdminInputError)) return null
  return Response.json(
    { message: error.message, ...(error.field ? { errors: { [error.field]: error.message } } : {}) },
    { status: error.status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** The first message of a zod error, keyed by field, for forms and JSON answers. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}
