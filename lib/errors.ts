/**
 * The errors the code throws on purpose, and THE one mapping from an error to what the person is
 * told: an HTTP status, a message and the fields at fault (failureOf). Route handlers
 * (lib/http/error-response.ts) and server actions (lib/write/run-action.ts) both answer
 * from it, so a refusal reads the same whichever way a change came in (zod issues become field
 * errors as lib/field-errors.ts says).
 */
import { ZodError } from 'zod'
import { fieldErrorsFrom, INVALID_FORM_MESSAGE, type FieldErrors } from '@/lib/field-errors'

export const STALE_EDIT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see their changes.'

/**
 * A request refused for a reason the person can act on: the message is shown as is, with the
 * HTTP status that goes with it and, when one field is at fault, that field.
 */
export class RefusedError extends Error {
  /** True when the refusal is a clash with someone else's change (the form offers a reload). */
  readonly conflict: boolean = false

  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'RefusedError'
  }
}

/** No session (401) or a role without the permission, or a cross-site request (403). */
export class AuthError extends RefusedError {
  declare readonly status: 401 | 403

  constructor(status: 401 | 403, message: string) {
    super(message, status)
    this.name = 'AuthError'
  }
}

/** A refused admin change: a clear message for the person, the HTTP status, and the field at fault. */
export class AdminInputError extends RefusedError {
  declare readonly status: 400 | 404 | 409

  constructor(message: string, status: 400 | 404 | 409 = 400, field?: string) {
    super(message, status, field)
    this.name = 'AdminInputError'
  }
}

/** The record was changed by someone else since the form was opened (409). */
export class StaleEditError extends RefusedError {
  override readonly conflict = true

  constructor() {
    super(STALE_EDIT_MESSAGE, 409)
    this.name = 'StaleEditError'
  }
}

/** The record is gone (404). */
export class NotFoundError extends RefusedError {
  constructor(what: string) {
    super(`${what} was not found. It may have been deleted by someone else.`, 404)
    this.name = 'NotFoundError'
  }
}

/** A rule of the domain was broken (e.g. removing the last admin): shown to the user as is (409). */
export class RuleError extends RefusedError {
  constructor(message: string, field?: string) {
    super(message, 409, field)
    this.name = 'RuleError'
  }
}

/** What the person is told when a request fails for a known reason. */
export type Failure = { status: number; message: string; fieldErrors?: FieldErrors; conflict?: true }

/**
 * The answer to a known error: a RefusedError as it says, a zod error as 400 with its field
 * errors. Null for anything else (a fault of ours, which the caller logs or lets become a 500).
 */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof RefusedError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}),
      ...(error.conflict ? { conflict: true as const } : {}),
    }
  }
  if (error instanceof ZodError) {
    return { status: 400, message: INVALID_FORM_MESSAGE, fieldErrors: fieldErrorsFrom(error) }
  }
  return null
}
