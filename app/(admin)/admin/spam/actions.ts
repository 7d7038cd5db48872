'use server'

import { z } from 'zod'
import { getDb } from '@/db/client'
import type { ActionResult } from '@/components/admin/forms/result'
import { runAdminAction } from '@/components/admin/forms/run-action'
import { deleteSpam, restoreSpam } from '@/lib/admin/spam/mutations'

const idSchema = z.coerce.number().int().positive()

/** 'Not spam': the submission becomes a real lead (or contact message), as the intake stores one. */
export async function restoreSpamAction(
  id: number,
): Promise<ActionResult<{ id: number; updatedAt: null; href: string }>> {
  return runAdminAction('leads:write', async (admin) => {
    const lead = await restoreSpam(await getDb(), admin, idSchema.parse(id))
    const what = lead.restoredAs === 'contact' ? 'contact message' : 'lead'
    const href = lead.restoredAs === 'contact' ? `/admin/contacts/${lead.id}` : `/admin/estimates/${lead.id}`
    return {
      ok: true,
      message: `Stored as ${what} #${lead.id}; its e-mails are on their way to the branch and the inbox.`,
      data: { id: lead.id, updatedAt: null, href },
    }
  })
}

export async function deleteSpamAction(id: number): Promise<ActionResult<{ id: number; updatedAt: null }>> {
  return runAdminAction('leads:write', async (admin) => {
    const row = await deleteSpam(await getDb(), admin, idSchema.parse(id))
    return { ok: true, message: `Suspected spam #${row.id} deleted.`, data: { id: row.id, updatedAt: null } }
  })
}
