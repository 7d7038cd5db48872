import 'server-only'
/**
 * The one way a desk change to a lead, contact message or appointment is written: the row's new
 * values, one history event per changed field (lead_events) and one audit entry with the fields'
 * before and after, all in the caller's transaction on a row it already locked at its version
 * (lib/write/desk-lock.ts). Each desk only decides what changes (./estimates, ./contacts,
 * ./appointments mutations); how a change is recorded is the same everywhere.
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '@/db/client'
import { adminUsers, leadEvents } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '@/lib/audit/record'
import { AdminInputError } from '@/lib/errors'

export type DeskActor = Pick<AdminUser, 'id' | 'username'>
/** One line of a record's history: which field, from what, to what. */
export type LeadEvent = { action: string; fromValue: string | null; toValue: string | null }

/** The kinds of record the desks work, as lead_events.lead_type and audit_log.entity name them. */
type DeskRecord = {
  leadType: 'estimate' | 'contact' | 'appointment'
  table: PgTable & { id: PgColumn; updatedAt: PgColumn }
}

/**
 * Writes `set` (with a fresh updatedAt) and its history events; returns the row after. Nothing is
 * written when there are no events: the row as it was comes back.
 */
export async function recordDeskChange<Row extends { id: number }>(
  tx: Database,
  record: DeskRecord,
  actor: DeskActor,
  before: Row,
  set: Partial<Row>,
  events: readonly LeadEvent[],
  /** The change's time, so updatedAt, statusUpdatedAt and the history events agree. */
  now: Date,
): Promise<Row> {
  if (!events.length) return before
  const [after] = (await tx
    .update(record.table)
    .set({ ...set, updatedAt: now } as never)
    .where(eq(record.table.id, before.id))
    .returning()) as Row[]
  await tx.insert(leadEvents).values(
    events.map((event) => ({
      ...event,
      leadType: record.leadType,
      leadId: before.id,
      actor: actor.username,
      createdAt: now,
    })),
  )
  const keys = Object.keys(set) as (keyof Row)[]
  await recordAudit(tx, {
    actor,
    action: 'update',
    entity: record.leadType,
    entityId: before.id,
    before: pick(before, keys),
    after: pick(after ?? before, keys),
  })
  return after ?? before
}

/**
 * Refuses a rep who is not an active user. The shared lock on the user makes a rename or
 * deactivation wait for this change, or this change see it (lib/users/mutations.ts moves the
 * assignments on a rename).
 */
export async function assertActiveRep(tx: Database, username: string, message: string, field = 'salesRep') {
  const [rep] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.username, username), eq(adminUsers.isActive, true)))
    .limit(1)
    .for('share')
  if (!rep) throw new AdminInputError(message, 400, field)
}

function pick<Row>(row: Row, keys: readonly (keyof Row)[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key]]))
}
