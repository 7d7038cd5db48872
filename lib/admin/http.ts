/** Small helpers the admin route handlers share: JSON answers, a checked body, id parsing. */
import type { z } from 'zod'
import { fieldErrorsFrom } from '@/lib/field-errors'
import { errorResponse } from '@/lib/http/error-response'
import { jsonAnswer, readJsonBody } from '@/lib/http/json-body'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export function json(body: unknown, status = 200): Response {
  return jsonAnswer(status, body)
}

export function badRequest(message: string, errors?: Record<string, string>): Response {
  return json(errors ? { message, errors } : { message }, 400)
}

/**
 * The JSON body (read by the one capped reader, lib/http/json-body) checked with `schema`: its
 * data, or the answer to send instead: 415/413/400 for a body that cannot be read, 400 with
 * field errors (the first as the message, `fallback` when there is none) for one that fails.
 */
export async function readValidBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  fallback: string,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(request)
  if (!body.ok) return { ok: false, response: json({ message: body.message }, body.status) }
  const parsed = schema.safeParse(body.value)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, response: invalidInput(parsed.error, fallback) }
}

/** 400 with the field errors of refused input, the first as the message (`fallback` when none). */
export function invalidInput(error: z.ZodError, fallback: string): Response {
  const errors = fieldErrorsFrom(error)
  return badRequest(Object.values(errors)[0] ?? fallback, errors)
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
