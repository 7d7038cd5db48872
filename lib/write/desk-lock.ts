import 'server-only'
/**
 * Optimistic concurrency for the desks (leads, contacts, appointments): a change carries the
 * updatedAt of the record as the form showed it; the row is locked for the change and refused as
 * stale when someone changed it since (compared at millisecond precision, as the other admin
 * forms do).
 */
import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '@/db/client'
import { sameVersion } from './concurrency'
import { StaleEditError, AdminInputError } from '@/lib/errors'

type Versioned = PgTable & { id: PgColumn; updatedAt: PgColumn }

export async function lockAtVersion<T extends Versioned>(
  tx: Database,
  table: T,
  id: number,
  version: string,
  notFoundMessage: string,
): Promise<T['$inferSelect']> {
  if (!version) throw new StaleEditError()
  const [found] = (await tx
    .select({ row: table as PgTable, current: sql<boolean>`${sameVersion(table.updatedAt, version)}` })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as { row: T['$inferSelect']; current: boolean }[]
  if (!found) throw new AdminInputError(notFoundMessage, 404)
  if (!found.current) throw new StaleEditError()
  return found.row
}
