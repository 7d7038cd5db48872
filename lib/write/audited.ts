import 'server-only'
/**
 * Audited writes for admin forms: each one runs in a transaction with its audit_log row, and an
 * update or delete applies only to the version of the row the form was opened with.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource, PgInsertValue } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '@/db/client'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { invalidate, type CacheTag } from '@/lib/cache'
import { sameVersion } from './concurrency'
import { NotFoundError, StaleEditError } from '@/lib/errors'

type Actor = Pick<AdminUser, 'id' | 'username'>

export type AuditedTable = PgTable & { id: PgColumn; updatedAt?: PgColumn }

type Target<T extends AuditedTable> = {
  table: T
  /** The kind of record in the audit log ('pool', 'manufacturer', …). */
  entity: string
  /** How the record is named in messages ('The pool'). */
  label: string
  /** Cache tags of the public data the write changes. */
  tags: readonly CacheTag[]
}

export async function auditedInsert<T extends AuditedTable>(
  db: Database,
  actor: Actor,
  target: Target<T>,
  values: PgInsertValue<T>,
  /** More writes that belong to the same change, run (and audited) in the same transaction. */
  alsoWrite?: (tx: Transaction, created: T['$inferSelect']) => Promise<void>,
): Promise<T['$inferSelect']> {
  const row = await db.transaction(async (tx) => {
    const [created] = (await tx.insert(target.table).values(values).returning()) as T['$inferSelect'][]
    if (!created) throw new Error(`Insert into ${target.entity} returned no row`)
    await alsoWrite?.(tx, created)
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: target.entity,
      entityId: (created as { id: string | number }).id,
      after: created,
    })
    return created
  })
  if (target.tags.length) invalidate(...target.tags)
  return row
}

/**
 * Updates the row `id` if it still has `version` (its updatedAt when the form was opened).
 * Throws NotFoundError when the row is gone and StaleEditError when someone changed it since.
 */
export async function auditedUpdate<T extends AuditedTable>(
  db: Database,
  actor: Actor,
  target: Target<T>,
  id: string | number,
  version: string | undefined,
  values: PgUpdateSetSource<T>,
  action = 'update',
  /** More writes that belong to the same change, run in the same transaction. */
  alsoWrite?: (tx: Transaction, before: T['$inferSelect'], after: T['$inferSelect']) => Promise<void>,
): Promise<T['$inferSelect']> {
  const row = await db.transaction(async (tx) => {
    const before = await selectById(tx, target, id)
    if (!before) throw new NotFoundError(target.label)
    const where: SQL[] = [eq(target.table.id, id)]
    if (target.table.updatedAt) {
      if (!version) throw new StaleEditError()
      where.push(sameVersion(target.table.updatedAt, version))
    }
    const set = (
      target.table.updatedAt ? { ...values, updatedAt: new Date() } : values
    ) as PgUpdateSetSource<T>
    const [after] = (await tx
      .update(target.table)
      .set(set)
      .where(and(...where))
      .returning()) as T['$inferSelect'][]
    if (!after) throw new StaleEditError()
    await alsoWrite?.(tx, before, after)
    await recordAudit(tx, {
      actor,
      action,
      entity: target.entity,
      entityId: id,
      before,
      after,
    })
    return after
  })
  if (target.tags.length) invalidate(...target.tags)
  return row
}

/**
 * Deletes the row `id` only if nobody changed it since the user looked at it (`version`, its
 * updatedAt then). A delete without the version is refused like a stale one.
 */
export async function auditedDelete<T extends AuditedTable>(
  db: Database,
  actor: Actor,
  target: Target<T>,
  id: string | number,
  version: string | undefined,
): Promise<T['$inferSelect']> {
  const row = await db.transaction(async (tx) => {
    const where: SQL[] = [eq(target.table.id, id)]
    if (target.table.updatedAt) {
      if (!version) throw new StaleEditError()
      where.push(sameVersion(target.table.updatedAt, version))
    }
    const [deleted] = (await tx
      .delete(target.table)
      .where(and(...where))
      .returning()) as T['$inferSelect'][]
    if (!deleted) {
      const exists = await selectById(tx, target, id)
      if (!exists) throw new NotFoundError(target.label)
      throw new StaleEditError()
    }
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: target.entity,
      entityId: id,
      before: deleted,
    })
    return deleted
  })
  if (target.tags.length) invalidate(...target.tags)
  return row
}

async function selectById<T extends AuditedTable>(db: Database, target: Target<T>, id: string | number) {
  const rows = (await db
    .select()
    .from(target.table as PgTable)
    .where(eq(target.table.id, id))
    .limit(1)) as T['$inferSelect'][]
  return rows[0]
}
