/** Small helpers the admin route handlers share: JSON answers, body and id parsing. */
import { errorResponse } from '@/lib/http/error-response'

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

/** Turns the known errors (lib/errors.ts) into their JSON answers; anything else is rethrown (a 500). */
export function handleAdminError(error: unknown): Response {
  const response = errorResponse(error)
  if (response) return response
  throw error
}
