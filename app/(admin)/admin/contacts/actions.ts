'use server'

import { refresh } from 'next/cache'
import { getDb } from '@/db/client'
import { formText, runAdminAction, type ActionState } from '@/lib/admin/action-state'
import { contactUpdateSchema, updateContact } from '@/lib/admin/contacts/mutations'
import { AdminInputError, fieldErrors } from '@/lib/admin/errors'
import { parseId } from '@/lib/admin/http'
import { requirePermission } from '@/lib/auth/guard'

/** Status or notes of a contact message, from its page's forms. */
export async function updateContactAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runAdminAction(async () => {
    const admin = await requirePermission('contacts:write')
    const id = parseId(formText(formData, 'id'))
    if (!id) throw new AdminInputError('Contact message not found.', 404)
    const input: Record<string, string> = {}
    for (const key of ['status', 'notes']) {
      const value = formText(formData, key)
      if (value !== undefined) input[key] = value
    }
    const parsed = contactUpdateSchema.safeParse(input)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues)
      return { ok: false, message: Object.values(errors)[0], errors }
    }
    await updateContact(await getDb(), admin, id, parsed.data)
    refresh()
    return { ok: true, message: input.notes !== undefined ? 'Notes saved.' : 'Status updated.' }
  })
}
