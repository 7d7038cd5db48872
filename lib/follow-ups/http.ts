import 'server-only'
/** What the follow-up route handlers share: the answer for a refused payload. */
import type { z } from 'zod'
import { fieldErrors } from '@/lib/admin/errors'
import { badRequest } from '@/lib/admin/http'

export function invalidPayload(error: z.ZodError, fallback: string): Response {
  const errors = fieldErrors(error.issues)
  return badRequest(Object.values(errors)[0] ?? fallback, errors)
}
