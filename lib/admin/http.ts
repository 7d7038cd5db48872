/** Small helpers the admin route handlers share: JSON answers, body and id parsing. */
import { NotFoundError, RuleError, StaleEditError } from '@/lib/admin/write/concurrency'
import { STALE_EDIT_MESSAGE } from '@/lib/admin/write/result'
import { adminInputErrorResponse } from './errors'
import { authErrorResponse } from '@/lib/auth/guard'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE })
}

export function badRequest(message: string, errors?: Record<string, string>): Response {
  return json(errors ? { message, errors } : { message }, 400)
}

export async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, body: await request.json() }
  } catch {
    return { ok: false, response: badRequest('The request body must be JSON.') }
  }
}

/** A positive integer id from a route parameter, or undefined. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}

/** Turns the known admin errors into their JSON answers; anything else is rethrown (a real 500). */
export function handleAdminError(error: unknown): Response {
  const response = authErrorResponse(error) ?? adminInputErrorResponse(error)
  if (response) return response
  if (error instanceof StaleEditError) return json({ message: STALE_EDIT_MESSAGE, conflict: true }, 409)
  if (error instanceof NotFoundError) return json({ message: error.message }, 404)
  if (error instanceof RuleError) {
    return json(
      { message: error.message, ...(error.field ? { errors: { [error.field]: error.message } } : {}) },
      409,
    )
  }
  throw error
}
