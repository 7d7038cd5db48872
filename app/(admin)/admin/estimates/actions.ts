'use server'

import { refresh } from 'next/cache'
import { getDb } from '@/db/client'
import { formText, runAdminAction, type ActionState } from '@/lib/admin/action-state'
import { AdminInputError, fieldErrors } from '@/lib/admin/errors'
import { parseId } from '@/lib/admin/http'
import { addLeadComment, updateLead } from '@/lib/admin/leads/mutations'
import { commentSchema, leadUpdateSchema } from '@/lib/admin/leads/schemas'
import { LEAD_MESSAGES } from '@/lib/admin/leads/statuses'
import { requirePermission } from '@/lib/auth/guard'

/** Status (with lost reason) or sales rep of a lead, from the lead page's forms. */
export async function updateLeadAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runAdminAction(async () => {
    const admin = await requirePermission('leads:write')
    const id = parseId(formText(formData, 'id'))
    if (!id) throw new AdminInputError(LEAD_MESSAGES.notFound, 404)
    const input: Record<string, string | undefined> = {}
    for (const key of ['status', 'lostReason', 'salesRep']) {
      const value = formText(formData, key)
      if (value !== undefined) input[key] = value
    }
    const parsed = leadUpdateSchema.safeParse(input)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues)
      return { ok: false, message: Object.values(errors)[0], errors }
    }
    await updateLead(await getDb(), admin, id, parsed.data)
    refresh()
    return { ok: true, message: 'Lead updated.' }
  })
}

export async function addCommentAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runAdminAction(async () => {
    const admin = await requirePermission('leads:write')
    const id = parseId(formText(formData, 'id'))
    if (!id) throw new AdminInputError(LEAD_MESSAGES.notFound, 404)
    const parsed = commentSchema.safeParse({ comment: formText(formData, 'comment') ?? '' })
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues)
      return { ok: false, message: Object.values(errors)[0], errors }
    }
    await addLeadComment(await getDb(), admin, id, parsed.data.comment)
    refresh()
    return { ok: true, message: 'Comment added.' }
  })
}
