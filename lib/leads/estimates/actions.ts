'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { AdminInputError } from '@/lib/errors'
import { describeBulkResult } from '@/lib/leads/estimates/bulk-message'
import { updateLeadsMany, type BulkLeadResult } from '@/lib/leads/estimates/bulk'
import { addLeadComment, updateLead } from '@/lib/leads/estimates/mutations'
import { commentSchema, leadBulkUpdateSchema, leadUpdateSchema } from '@/lib/leads/estimates/schemas'

type Saved = ActionResult<{ id: number; updatedAt: string | null }>

/** Status (with lost reason) or sales rep of a lead, from the lead page's forms. */
export async function updateLeadAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(leadUpdateSchema, raw)
    if (!parsed.ok) return parsed.result
    const lead = await updateLead(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: 'Lead updated.',
      data: { id: lead.id, updatedAt: lead.updatedAt.toISOString() },
    }
  })
}

/** A comment on a lead. Comments are only added, so they carry no version. */
export async function addCommentAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(commentSchema, raw)
    if (!parsed.ok) return parsed.result
    const comment = await addLeadComment(admin, rowId.parse(id), parsed.data.comment)
    return { ok: true, message: 'Comment added.', data: { id: comment.id, updatedAt: null } }
  })
}

/**
 * 'Change selected' on the leads list: one rep or status for the ticked leads, skipping (and
 * naming) any a colleague changed since the list was loaded.
 */
export async function updateLeadsManyAction(raw: unknown): Promise<ActionResult<BulkLeadResult>> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = leadBulkUpdateSchema.safeParse(raw)
    if (!parsed.success) throw new AdminInputError(parsed.error.issues[0]?.message ?? 'Invalid change.', 400)
    const result = await updateLeadsMany(admin, parsed.data)
    return { ok: true, message: describeBulkResult(result), data: result }
  })
}
