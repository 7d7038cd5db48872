/**
 * The JSON answer of a route handler for a known error (lib/errors.ts failureOf):
 * {message, errors?, conflict?} with the error's status, never cached. Null for anything else.
 */
import { failureOf } from '@/lib/errors'

export function errorResponse(error: unknown): Response | null {
  const failure = failureOf(error)
  if (!failure) return null
  const { status, message, fieldErrors, conflict } = failure
  return Response.json(
    { message, ...(fieldErrors ? { errors: fieldErrors } : {}), ...(conflict ? { conflict } : {}) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}
