'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { editFollowUp } from '@/lib/follow-ups/edit'
import { addFollowUp, setFollowUpDone } from '@/lib/follow-ups/mutations'
import { FOLLOW_UP_MESSAGES, followUpAddedMessage } from '@/lib/follow-ups/rules'
import { followUpAddSchema, followUpDoneSchema, followUpEditSchema } from '@/lib/follow-ups/schemas'

type SavedData = { id: number; updatedAt: string | null }
type Saved = ActionResult<SavedData>

/** A new follow-up on a lead, contact message or appointment (their pages' follow-up form). */
export async function addFollowUpAction(raw: unknown): Promise<Saved> {
  return runAdminAction<SavedData>('follow-ups:write', async (admin) => {
    const parsed = parseForm(followUpAddSchema(), raw)
    if (!parsed.ok) return parsed.result
    const { due, ...rest } = parsed.data
    const { followUp, created } = await addFollowUp(admin, { ...rest, dueAt: due.dueAt })
    const message = followUpAddedMessage({ created, overdue: due.overdue })
    return { ok: true, message, data: { id: followUp.id, updatedAt: null } }
  })
}

/** Marks a follow-up done or open again, on the version the rep saw. */
export async function setFollowUpDoneAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction<SavedData>('follow-ups:write', async (admin) => {
    const parsed = parseForm(followUpDoneSchema, raw)
    if (!parsed.ok) return parsed.result
    const row = await setFollowUpDone(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: row.doneAt ? FOLLOW_UP_MESSAGES.done : FOLLOW_UP_MESSAGES.reopened,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

/** Changes an open follow-up's due time, note or assignee, on the version the rep saw. */
export async function editFollowUpAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction<SavedData>('follow-ups:write', async (admin) => {
    const parsed = parseForm(followUpEditSchema(), raw)
    if (!parsed.ok) return parsed.result
    const { due, ...rest } = parsed.data
    const row = await editFollowUp(admin, rowId.parse(id), { ...rest, dueAt: due.dueAt })
    return {
      ok: true,
      message: due.overdue ? FOLLOW_UP_MESSAGES.editedOverdue : FOLLOW_UP_MESSAGES.edited,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}
