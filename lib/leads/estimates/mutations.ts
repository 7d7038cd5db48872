import 'server-only'
/**
 * Changes staff make to a lead: status (with the lost reason), sales rep, comments. Each runs in
 * one transaction that also writes the lead's history (lead_events) and the audit log; status and
 * rep changes apply only to the version of the lead they were made on.
 */
import { eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateComments, estimateRequests, leadEvents } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { AdminInputError } from '@/lib/errors'
import { assertActiveRep, recordDeskChange, type DeskActor as Actor, type LeadEvent } from '../record-change'
import type { LeadUpdate } from './schemas'
import { LEAD_MESSAGES } from './statuses'

const ESTIMATE_RECORD = { leadType: 'estimate', table: estimateRequests } as const

/**
 * Applies a change made on the lead page (or through the API) to the version of the lead it was
 * made on: a lead changed by someone else since is refused (StaleEditError), never overwritten.
 */
export async function updateLead(actor: Actor, id: number, change: LeadUpdate) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, estimateRequests, id, change.updatedAt, LEAD_MESSAGES.notFound)
    return applyLeadChange(tx, actor, before, change)
  })
}

type LeadRow = typeof estimateRequests.$inferSelect

/**
 * The change itself, on a lead already locked at its version inside the caller's transaction:
 * the row, its history events and its audit entry. Shared by the lead page and bulk changes
 * (./bulk.ts), so a lead changed in bulk reads in its history exactly as one changed alone.
 */
export async function applyLeadChange(
  tx: Database,
  actor: Actor,
  before: LeadRow,
  change: Omit<LeadUpdate, 'updatedAt'>,
): Promise<LeadRow> {
  const now = new Date()
  const set: Partial<LeadRow> = {}
  const events: LeadEvent[] = []

  if (change.status !== undefined && change.status !== before.status) {
    set.status = change.status
    set.statusUpdatedAt = now
    events.push({ action: 'status', fromValue: before.status, toValue: change.status })
    if (change.status !== 'lost' && before.lostReason) {
      // Reopened: the reason goes, and the history says so like any other change of it.
      set.lostReason = null
      events.push({ action: 'lost_reason', fromValue: before.lostReason, toValue: null })
    }
  }
  const finalStatus = set.status ?? before.status
  if (change.lostReason !== undefined && finalStatus === 'lost' && change.lostReason !== before.lostReason) {
    set.lostReason = change.lostReason
    events.push({ action: 'lost_reason', fromValue: before.lostReason, toValue: change.lostReason ?? null })
  }
  if (change.salesRep !== undefined && change.salesRep !== before.salesRep) {
    if (change.salesRep !== null) await assertActiveRep(tx, change.salesRep, LEAD_MESSAGES.unknownRep)
    set.salesRep = change.salesRep
    events.push({ action: 'sales_rep', fromValue: before.salesRep, toValue: change.salesRep })
  }
  return recordDeskChange(tx, ESTIMATE_RECORD, actor, before, set, events, now)
}

/** Comments are only ever added, so they need no version and leave the lead's version alone. */
export async function addLeadComment(actor: Actor, id: number, comment: string) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: estimateRequests.id })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, id))
    if (!lead) throw new AdminInputError(LEAD_MESSAGES.notFound, 404)
    const now = new Date()
    const [row] = await tx
      .insert(estimateComments)
      .values({ estimateId: id, comment, author: actor.username, createdAt: now })
      .returning()
    await tx.insert(leadEvents).values({
      leadType: 'estimate',
      leadId: id,
      actor: actor.username,
      action: 'comment',
      toValue: comment.length > 200 ? `${comment.slice(0, 199)}…` : comment,
      createdAt: now,
    })
    await recordAudit(tx, { actor, action: 'comment', entity: 'estimate', entityId: id, after: { comment } })
    if (!row) throw new Error('The comment was not stored.')
    return row
  })
}
