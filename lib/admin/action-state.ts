import 'server-only'
/**
 * What an admin server action answers to its form (useActionState): ok, a message for a toast
 * or alert, and field errors for aria-invalid / aria-describedby. Known refusals (no session,
 * no permission, bad input) become a state; anything else is a real error and is rethrown.
 */
import { AuthError } from '@/lib/auth/guard'
import { AdminInputError } from './errors'

export type ActionState = { ok: boolean; message?: string; errors?: Record<string, string>; at?: number }

export const IDLE: ActionState = { ok: false }

export async function runAdminAction(work: () => Promise<ActionState>): Promise<ActionState> {
  try {
    return { ...(await work()), at: Date.now() }
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, message: error.message, at: Date.now() }
    if (error instanceof AdminInputError) {
      return {
        ok: false,
        message: error.message,
        errors: error.field ? { [error.field]: error.message } : undefined,
        at: Date.now(),
      }
    }
    throw error
  }
}

/** A FormData text value, or undefined when the field was not sent. */
export function formText(formData: FormData, name: string): string | undefined {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}
