/**
 * What every admin server action answers. Shared by the browser and the server so a form shows a
 * server-side error exactly where a client-side one goes (field errors: lib/errors.ts).
 */
import type { Failure } from '@/lib/errors'
import type { FieldErrors } from '@/lib/field-errors'

export type ActionResult<T = { id: number | string; updatedAt: string | null }> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; fieldErrors?: FieldErrors; conflict?: boolean; status?: number }

/** A failed action's answer. */
export function failed(failure: Failure): ActionResult<never> {
  return { ok: false, ...failure }
}
