import 'server-only'
/**
 * Adding a follow-up and marking it done or open again. Each runs in one transaction that also
 * writes the record's history (lead_events) and the audit log. Marking done carries the version
 * (updatedAt) the rep saw: a follow-up a colleague changed meanwhile is refused, not overwritten.
 */
import { and, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, followUps, leadEvents } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { AdminInputError } from '@/lib/errors'
import type { AdminUser } from '@/lib/auth/sessions'
import { describeFollowUp } from './history'
import { FOLLOW_UP_MESSAGES, type FollowUpTarget } from './rules'
import { lockTarget } from './targets'

type Actor = Pick<AdminUser, 'id' | 'username'>
export type FollowUpRow = typeof followUps.$inferSelect

export type NewFollowUp = {
  target: FollowUpTarget
  targetId: number
  dueAt: Date
  assigneeId: number
  note: string
  requestKey?: string
}

/** The follow-up, and whether this call stored it (false: its request key was already used). */
export async function addFollowUp(
  actor: Actor,
  input: NewFollowUp,
): Promise<{ followUp: FollowUpRow; created: boolean }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    if (input.requestKey) {
      const existing = await byRequestKey(tx, input.requestKey)
      if (existing) return { followUp: existing, created: false }
    }
    if (!(await lockTarget(tx, input.target, input.targetId))) {
      throw new AdminInputError(FOLLOW_UP_MESSAGES.targetNotFound, 404)
    }
    // Share-locked: a deactivation or deletion of the assignee waits for this insert, or this
    // insert sees it.
    const [assignee] = await tx
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, input.assigneeId), eq(adminUsers.isActive, true)))
      .for('share')
    if (!assignee) throw new AdminInputError(FOLLOW_UP_MESSAGES.assigneeInactive, 400, 'assigneeId')

    const now = new Date()
    const [row] = await tx
      .insert(followUps)
      .values({
        leadType: input.target,
        leadId: input.targetId,
        dueAt: input.dueAt,
        assigneeId: assignee.id,
        note: input.note,
        createdBy: actor.username,
        requestKey: input.requestKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: followUps.requestKey })
      .returning()
    if (!row) {
      // The same key committed by a concurrent request between our look-up and our insert.
      const existing = input.requestKey ? await byRequestKey(tx, input.requestKey) : undefined
      if (!existing) throw new Error('follow-up request key conflict without a stored follow-up')
      return { followUp: existing, created: false }
    }
    await tx.insert(leadEvents).values({
      leadType: input.target,
      leadId: input.targetId,
      actor: actor.username,
      action: 'follow_up_added',
      toValue: describeFollowUp(row, assignee.username),
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'follow_up',
      entityId: row.id,
      after: { ...row, assignee: assignee.username },
    })
    return { followUp: row, created: true }
  })
}

/**
 * Marks a follow-up done (or open again) on the version the rep saw. Asking for the state it is
 * already in changes nothing and records nothing.
 */
export async function setFollowUpDone(
  actor: Actor,
  id: number,
  change: { done: boolean; updatedAt: string },
): Promise<FollowUpRow> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, followUps, id, change.updatedAt, FOLLOW_UP_MESSAGES.notFound)
    if (change.done === (before.doneAt !== null)) return before
    const now = new Date()
    const [after] = await tx
      .update(followUps)
      .set(
        change.done
          ? { doneAt: now, doneBy: actor.username, updatedAt: now }
          : { doneAt: null, doneBy: null, updatedAt: now },
      )
      .where(eq(followUps.id, id))
      .returning()
    if (!after) throw new AdminInputError(FOLLOW_UP_MESSAGES.notFound, 404)
    const assignee = await assigneeName(tx, before.assigneeId)
    await tx.insert(leadEvents).values({
      leadType: before.leadType,
      leadId: before.leadId,
      actor: actor.username,
      action: change.done ? 'follow_up_done' : 'follow_up_reopened',
      toValue: describeFollowUp(before, assignee),
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: change.done ? 'done' : 'reopen',
      entity: 'follow_up',
      entityId: id,
      before: { doneAt: before.doneAt, doneBy: before.doneBy },
      after: { doneAt: after.doneAt, doneBy: after.doneBy },
    })
    return after
  })
}

async function byRequestKey(tx: Database, key: string): Promise<FollowUpRow | undefined> {
  const [row] = await tx.select().from(followUps).where(eq(followUps.requestKey, key))
  return row
}

/** The username of a follow-up's assignee as its history names them (null when unassigned). */
export async function assigneeName(tx: Database, assigneeId: number | null): Promise<string | null> {
  if (!assigneeId) return null
  const [user] = await tx
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, assigneeId))
  return user?.username ?? null
}
