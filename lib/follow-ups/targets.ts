import 'server-only'
/** The records a follow-up can hang on, and how to find one inside a transaction. */
import { eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { appointments, contacts, estimateRequests } from '@/db/schema'
import type { FollowUpTarget } from './rules'

const TABLES = { estimate: estimateRequests, contact: contacts, appointment: appointments } as const

/**
 * True when the record exists. The row is share-locked for the rest of the transaction, so it
 * cannot be deleted between this check and the follow-up's insert.
 */
export async function lockTarget(tx: Database, target: FollowUpTarget, id: number): Promise<boolean> {
  const table = TABLES[target]
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share')
  return !!row
}
