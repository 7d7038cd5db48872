import 'server-only'
/** Reading follow-ups: those of one record, and the staff a follow-up can be assigned to. */
import { and, asc, eq, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { adminUsers, followUps } from '@/db/schema'
import type { FollowUpTarget } from './rules'

export type FollowUpItem = {
  id: number
  dueAt: Date
  note: string
  assigneeId: number | null
  assignee: string | null
  doneAt: Date | null
  doneBy: string | null
  createdBy: string
  updatedAt: Date
}

/** A record's follow-ups: open ones first, soonest due first; then done ones, latest done first. */
export async function listFollowUpsFor(target: FollowUpTarget, targetId: number): Promise<FollowUpItem[]> {
  const db = await getDb()
  return db
    .select({
      id: followUps.id,
      dueAt: followUps.dueAt,
      note: followUps.note,
      assigneeId: followUps.assigneeId,
      assignee: adminUsers.username,
      doneAt: followUps.doneAt,
      doneBy: followUps.doneBy,
      createdBy: followUps.createdBy,
      updatedAt: followUps.updatedAt,
    })
    .from(followUps)
    .leftJoin(adminUsers, eq(adminUsers.id, followUps.assigneeId))
    .where(and(eq(followUps.leadType, target), eq(followUps.leadId, targetId)))
    .orderBy(
      sql`${followUps.doneAt} is not null`,
      asc(followUps.dueAt),
      sql`${followUps.doneAt} desc nulls last`,
      asc(followUps.id),
    )
}

export type AssignableStaff = { id: number; username: string; role: string }

/** Active staff, by name: who a follow-up can be given to. */
export async function listAssignableStaff(): Promise<AssignableStaff[]> {
  const db = await getDb()
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(adminUsers.username))
}
