import 'server-only'
/**
 * Changes staff make to a lead: status (with the lost reason), deal value, sales rep, comments.
 * Each runs in one transaction that also writes the lead's history (lead_events) and the audit
 * log; status, value and rep changes apply only to the version of the lead they were made on.
 */
import { and, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateComments, estimateRequests, leadEvents, lostReasons } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { AdminInputError } from '@/lib/errors'
import { assertActiveRep, recordDeskChange, type DeskActor as Actor, type LeadEvent } from '../record-change'
import { dealValueOf, type LeadUpdate } from './schemas'
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
 * Lost takes a reason of the staff's list (with its text when the reason asks for one: 'Other');
 * Won needs a deal value, given with the change or already stored.
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
    if (change.status !== 'lost' && (before.lostReason || before.lostReasonId)) {
      // Reopened: the reason goes, and the history says so like any other change of it.
      set.lostReason = null
      set.lostReasonId = null
      events.push({ action: 'lost_reason', fromValue: await lostReasonText(tx, before), toValue: null })
    }
  }
  const finalStatus = set.status ?? before.status
  if (change.lostReasonId !== undefined && finalStatus === 'lost') {
    const reason = await chosenLostReason(tx, change.lostReasonId, before.lostReasonId)
    const detail = reason.requiresText ? (change.lostReason ?? null) : null
    if (reason.requiresText && !detail) {
      throw new AdminInputError(LEAD_MESSAGES.lostReasonTextRequired, 400, 'lostReason')
    }
    if (reason.id !== before.lostReasonId || detail !== before.lostReason) {
      set.lostReasonId = reason.id
      set.lostReason = detail
      events.push({
        action: 'lost_reason',
        fromValue: before.status === 'lost' ? await lostReasonText(tx, before) : null,
        toValue: describeLostReason(reason.label, detail),
      })
    }
  }
  const deal = dealValueOf(change)
  if (deal !== undefined && deal !== before.dealValueCents) {
    set.dealValueCents = deal
    events.push({
      action: 'deal_value',
      fromValue: before.dealValueCents === null ? null : String(before.dealValueCents),
      toValue: deal === null ? null : String(deal),
    })
  }
  const finalValue = set.dealValueCents !== undefined ? set.dealValueCents : before.dealValueCents
  if (finalStatus === 'won' && finalValue === null && (set.status === 'won' || deal !== undefined)) {
    throw new AdminInputError(LEAD_MESSAGES.dealValueForWon, 400, 'dealValue')
  }
  if (change.salesRep !== undefined && change.salesRep !== before.salesRep) {
    if (change.salesRep !== null) await assertActiveRep(tx, change.salesRep, LEAD_MESSAGES.unknownRep)
    set.salesRep = change.salesRep
    events.push({ action: 'sales_rep', fromValue: before.salesRep, toValue: change.salesRep })
  }
  return recordDeskChange(tx, ESTIMATE_RECORD, actor, before, set, events, now)
}

/** 'Price too high', or 'Other: moved to Georgia' for a reason that asks for a text. */
export function describeLostReason(label: string, detail: string | null): string {
  return detail ? `${label}: ${detail}` : label
}

/**
 * A lost lead's reason in words: the list's entry (with its text), or the free text stored before
 * lost reasons were a list.
 */
export async function lostReasonText(
  tx: Database,
  lead: Pick<LeadRow, 'lostReasonId' | 'lostReason'>,
): Promise<string | null> {
  if (!lead.lostReasonId) return lead.lostReason
  const [reason] = await tx
    .select({ label: lostReasons.label })
    .from(lostReasons)
    .where(eq(lostReasons.id, lead.lostReasonId))
  return reason ? describeLostReason(reason.label, lead.lostReason) : lead.lostReason
}

/** The reason picked: an active entry of the list, or the lead's own one even if deactivated since. */
async function chosenLostReason(tx: Database, id: number, current: number | null) {
  const [reason] = await tx
    .select({ id: lostReasons.id, label: lostReasons.label, requiresText: lostReasons.requiresText })
    .from(lostReasons)
    .where(and(eq(lostReasons.id, id), id === current ? undefined : eq(lostReasons.isActive, true)))
    .for('share')
  if (!reason) throw new AdminInputError(LEAD_MESSAGES.lostReasonUnknown, 400, 'lostReasonId')
  return reason
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
