import 'server-only'
/**
 * The frame of every admin server action: permission first, then the work; known failures become
 * a clear ActionResult (never a thrown 500), unknown ones are logged with their cause.
 */
import { refresh } from 'next/cache'
import { z } from 'zod'
import { requirePermission } from '@/lib/auth/guard'
import type { Permission } from '@/lib/auth/permissions'
import type { AdminUser } from '@/lib/auth/session'
import { AdminInputError, AuthError, failureOf } from '@/lib/errors'
import { log } from '@/lib/log'
import { MISSING_VERSION_MESSAGE, requiredVersion } from './fields-schema'
import { failed, type ActionResult } from './result'

export const UNEXPECTED_MESSAGE = 'Something went wrong while saving. Nothing was changed; please try again.'

export async function runAdminAction<T>(
  permission: Permission,
  work: (admin: AdminUser) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  try {
    const admin = await requirePermission(permission)
    return await work(admin)
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) showLoginInstead()
    return actionFailure(error, permission)
  }
}

/**
 * The session ended (signed out elsewhere, deactivated, expired) while a page was open: besides
 * the form's message, the page the user is on is rendered again, and the admin layout then puts
 * the login screen in place of the content (spec 01 §2, §4), instead of leaving the record on screen.
 */
function showLoginInstead() {
  try {
    refresh()
  } catch {
    // Not inside a server action (a direct call, as in tests): there is no page to refresh.
  }
}

/** Parses raw form values with the form's schema, or answers with the field errors. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: ActionResult<never> } {
  const parsed = schema.safeParse(raw)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, result: actionFailure(parsed.error, 'form') }
}

/**
 * The version a row action (delete, activate, …) carries: the updatedAt of the row when the user
 * saw it. Refused with a clear 400 when missing or malformed, so no change skips the check.
 */
export function versionArg(version: unknown): string {
  const parsed = requiredVersion.safeParse(version)
  if (!parsed.success) throw new AdminInputError(MISSING_VERSION_MESSAGE, 400, 'updatedAt')
  return parsed.data
}

/** The answer to a failed action: the known errors as lib/errors.ts maps them, the rest logged. */
export function actionFailure(error: unknown, context: string): ActionResult<never> {
  const failure = failureOf(error)
  if (failure) return failed(failure)
  log.error({ err: error, context }, 'admin action failed')
  return { ok: false, status: 500, message: UNEXPECTED_MESSAGE }
}
