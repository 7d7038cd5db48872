'use server'

import { z } from 'zod'
import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { runAdminAction } from '@/lib/write/run-action'
import { AdminInputError } from '@/lib/errors'
import { deleteSpam, deleteSpamMany, restoreSpam, SPAM_BULK_MAX } from '@/lib/leads/spam/mutations'
import { restoredMessage } from '@/lib/leads/spam/summary'

const idsSchema = z.array(rowId).min(1).max(SPAM_BULK_MAX)

/** 'Not spam': the submission becomes a real lead (or contact message), as the intake stores one. */
export async function restoreSpamAction(
  id: number,
): Promise<ActionResult<{ id: number; updatedAt: null; href: string }>> {
  return runAdminAction('leads:write', async (admin) => {
    const lead = await restoreSpam(admin, rowId.parse(id))
    const href = lead.restoredAs === 'contact' ? `/admin/contacts/${lead.id}` : `/admin/estimates/${lead.id}`
    return {
      ok: true,
      message: restoredMessage(lead),
      data: { id: lead.id, updatedAt: null, href },
    }
  })
}

export async function deleteSpamAction(id: number): Promise<ActionResult<{ id: number; updatedAt: null }>> {
  return runAdminAction('leads:write', async (admin) => {
    const row = await deleteSpam(admin, rowId.parse(id))
    return { ok: true, message: `Suspected spam #${row.id} deleted.`, data: { id: row.id, updatedAt: null } }
  })
}

/** 'Delete selected': the chosen submissions still to review are removed for good. */
export async function deleteSpamManyAction(
  ids: number[],
): Promise<ActionResult<{ deleted: number; skipped: number }>> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = idsSchema.safeParse(ids)
    if (!parsed.success)
      throw new AdminInputError(`Choose between 1 and ${SPAM_BULK_MAX} submissions to delete.`, 400)
    const { deleted, skipped } = await deleteSpamMany(admin, parsed.data)
    const what = (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'}`
    const message = [
      `${what(deleted)} deleted.`,
      skipped > 0 ? `${what(skipped)} had already been handled by a colleague.` : '',
    ]
      .filter(Boolean)
      .join(' ')
    return { ok: true, message, data: { deleted, skipped } }
  })
}
