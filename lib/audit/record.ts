import 'server-only'
/** The audit trail: every admin write records who did what to which record, before and after. */
import type { Database } from '@/db/client'
import { auditLog } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'

export type AuditEntry = {
  actor: Pick<AdminUser, 'id' | 'username'>
  /** What was done, e.g. 'create', 'update', 'delete', 'status', 'login'. */
  action: string
  /** The kind of record, e.g. 'estimate', 'pool', 'user'. */
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
}

/** Writes one audit_log row. Pass the transaction handle when the write runs in a transaction. */
export async function recordAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values(auditRow(entry))
}

/** Writes several audit_log rows in one statement (a change that touches many records). */
export async function recordAudits(db: Database, entries: readonly AuditEntry[]) {
  if (!entries.length) return
  await db.insert(auditLog).values(entries.map(auditRow))
}

function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actor.id,
    actorUsername: entry.actor.username,
    action: entry.action.slice(0, 50),
    entity: entry.entity.slice(0, 50),
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
  }
}

/** Dates become ISO strings and password hashes never reach the log. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      key === 'passwordHash' || key === 'password' ? '[redacted]' : v,
    ),
  )
}
