import 'server-only'
/** The audit log screen (/admin/audit): its filters, pages and the fields each change touched. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { auditLog } from '@/db/schema'

export const AUDIT_PER_PAGE = 50

export const auditFilterSchema = z.object({
  entity: z.string().trim().max(50).catch(''),
  actor: z.string().trim().max(50).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export async function listAudit(filters: z.output<typeof auditFilterSchema>) {
  const db = await getDb()
  const where: SQL[] = []
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity))
  if (filters.actor)
    where.push(
      ilike(
        auditLog.actorUsername,
        filters.actor.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    )
  const condition = where.length ? and(...where) : undefined
  const [rows, [total], entities] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((filters.page - 1) * AUDIT_PER_PAGE),
    db.select({ n: count() }).from(auditLog).where(condition),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ])
  return { rows, total: total?.n ?? 0, entities: entities.map((e) => e.entity) }
}

type Json = Record<string, unknown>

/** The fields an entry changed: before and after of each, leaving out the timestamps. */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const b = (before && typeof before === 'object' ? before : {}) as Json
  const a = (after && typeof after === 'object' ? after : {}) as Json
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => k !== 'updatedAt' && k !== 'createdAt',
  )
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, before: b[field], after: a[field] }))
}
