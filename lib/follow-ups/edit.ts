import 'server-only'
/**
 * Changing an open follow-up: its due time, its note, or who follows up (an active colleague),
 * on the version the rep saw, with the record's history and the audit log in the same
 * transaction. A done follow-up is reopened first; a follow-up cannot be given to a deactivated
 * or deleted user. The due time was read by the same rules as when adding (./due-time.ts).
 * A follow-up whose reminder was already sent is not reminded again at its new time (one
 * reminder per follow-up: docs/decisions/follow-up-reminders-sent-once.md).
 */
import { and, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { adminUsers, followUps, leadEvents } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { AdminInputError, RuleError } from '@/lib/errors'
import type { DeskActor } from '@/lib/leads/record-change'
import { describeFollowUp } from './history'
import { assigneeName, type FollowUpRow } from './mutations'
import { FOLLOW_UP_MESSAGES } from './rules'

export type FollowUpChange = { updatedAt: string; dueAt: Date; assigneeId: number; note: string }

export async function editFollowUp(
  actor: DeskActor,
  id: number,
  change: FollowUpChange,
): Promise<FollowUpRow> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, followUps, id, change.updatedAt, FOLLOW_UP_MESSAGES.notFound)
    if (before.doneAt) throw new RuleError(FOLLOW_UP_MESSAGES.editDone)
    // Share-locked, as when adding: a deactivation or deletion waits for this change or is seen by it.
    const [assignee] = await tx
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, change.assigneeId), eq(adminUsers.isActive, true)))
      .for('share')
    if (!assignee) throw new AdminInputError(FOLLOW_UP_MESSAGES.assigneeInactive, 400, 'assigneeId')

    const same =
      before.dueAt.getTime() === change.dueAt.getTime() &&
      before.assigneeId === assignee.id &&
      before.note === change.note
    if (same) return before
    const now = new Date()
    const [after] = await tx
      .update(followUps)
      .set({ dueAt: change.dueAt, assigneeId: assignee.id, note: change.note, updatedAt: now })
      .where(eq(followUps.id, id))
      .returning()
    if (!after) throw new AdminInputError(FOLLOW_UP_MESSAGES.notFound, 404)
    const previous = await assigneeName(tx, before.assigneeId)
    await tx.insert(leadEvents).values({
      leadType: before.leadType,
      leadId: before.leadId,
      actor: actor.username,
      action: 'follow_up_edited',
      fromValue: describeFollowUp(before, previous),
      toValue: describeFollowUp(after, assignee.username),
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'follow_up',
      entityId: id,
      before: { dueAt: before.dueAt, assigneeId: before.assigneeId, note: before.note },
      after: { dueAt: after.dueAt, assigneeId: after.assigneeId, note: after.note },
    })
    return after
  })
}
