import 'server-only'
/**
 * 'Change selected' on the leads desk: one rep or one status for many leads, in one transaction,
 * each lead changed exactly as the lead page changes it (its history events and audit entry).
 * Like the spam desk's 'Delete selected', a lead a colleague changed since the list was loaded
 * (its version moved on) or that is gone is skipped and named in the answer, never overwritten.
 */
import { eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateRequests } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { AdminInputError, StaleEditError } from '@/lib/errors'
import { applyLeadChange } from './mutations'
import { dealValueOf, type LeadBulkUpdate } from './schemas'
import { LEAD_MESSAGES } from './statuses'

type Actor = Pick<AdminUser, 'id' | 'username'>

export type BulkSkip = { id: number; name: string; reason: 'changed' | 'gone' | 'no-deal-value' }

export type BulkLeadResult = {
  /** Leads changed, each with its history and audit entry. */
  changed: number[]
  /** Leads that already had that rep or status: nothing written for them. */
  unchanged: number[]
  skipped: BulkSkip[]
}

export async function updateLeadsMany(
  actor: Actor,
  { leads, ...change }: LeadBulkUpdate,
): Promise<BulkLeadResult> {
  const db = await getDb()
  // One entry per lead, locked in id order so two bulk changes cannot deadlock each other.
  const targets = [...new Map(leads.map((lead) => [lead.id, lead.updatedAt])).entries()].sort(
    ([a], [b]) => a - b,
  )
  return db.transaction(async (tx) => {
    const result: BulkLeadResult = { changed: [], unchanged: [], skipped: [] }
    for (const [id, version] of targets) {
      let before: typeof estimateRequests.$inferSelect
      try {
        before = await lockAtVersion(tx, estimateRequests, id, version, LEAD_MESSAGES.notFound)
      } catch (error) {
        // Both refusals are thrown after the locking read has succeeded: the transaction goes on.
        if (error instanceof StaleEditError) {
          result.skipped.push({ id, name: await leadName(tx, id), reason: 'changed' })
          continue
        }
        if (error instanceof AdminInputError && error.status === 404) {
          result.skipped.push({ id, name: `Lead #${id}`, reason: 'gone' })
          continue
        }
        throw error
      }
      // Won needs a deal value, and one amount for many leads is never right: a lead without one
      // is skipped and named, to be won on its own page with its amount.
      if (
        change.status === 'won' &&
        before.status !== 'won' &&
        before.dealValueCents === null &&
        dealValueOf(change) === undefined
      ) {
        result.skipped.push({ id, name: await leadName(tx, id), reason: 'no-deal-value' })
        continue
      }
      const after = await applyLeadChange(tx, actor, before, change)
      if (after === before) result.unchanged.push(id)
      else result.changed.push(id)
    }
    return result
  })
}

async function leadName(tx: Database, id: number): Promise<string> {
  const [row] = await tx
    .select({ firstName: estimateRequests.firstName, lastName: estimateRequests.lastName })
    .from(estimateRequests)
    .where(eq(estimateRequests.id, id))
  return [row?.firstName, row?.lastName].filter(Boolean).join(' ') || `Lead #${id}`
}
