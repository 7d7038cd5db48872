import 'server-only'
/**
 * Changing the lead sources and lost reasons: audited, at the version the form was opened with
 * (lib/write/audited). Rows are deactivated, never deleted: the leads that name one keep it, and a
 * report by source stays whole. A name already used (whatever its case) is refused with a message.
 */
import { sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { leadSources, lostReasons } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/session'
import { RuleError } from '@/lib/errors'
import { auditedInsert, auditedUpdate } from '@/lib/write/audited'
import { uniqueViolation } from '@/lib/write/concurrency'
import { LEAD_LIST_MESSAGES, type LeadSourceFormValues, type LostReasonFormValues } from './schemas'

type Actor = Pick<AdminUser, 'id' | 'username'>

// Read fresh by the staff screens: no cached public data to revalidate.
const SOURCE = { table: leadSources, entity: 'lead-source', label: 'The lead source', tags: [] } as const
const REASON = { table: lostReasons, entity: 'lost-reason', label: 'The lost reason', tags: [] } as const

/** A name taken by another row (lead_sources_name_idx, lost_reasons_label_idx) becomes the field's message. */
async function refusingTakenName<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (uniqueViolation(error)) throw new RuleError(message, field)
    throw error
  }
}

/** New rows go to the end of their list. */
async function nextSortOrder(table: typeof leadSources | typeof lostReasons): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ max: sql<number | null>`max(${table.sortOrder})` }).from(table)
  return (Number(row?.max ?? 0) || 0) + 10
}

export async function createLeadSource(actor: Actor, values: LeadSourceFormValues) {
  const sortOrder = await nextSortOrder(leadSources)
  return refusingTakenName(
    async () => auditedInsert(await getDb(), actor, SOURCE, { name: values.name, sortOrder }),
    'name',
    LEAD_LIST_MESSAGES.sourceTaken(values.name),
  )
}

export async function renameLeadSource(actor: Actor, id: number, values: LeadSourceFormValues) {
  return refusingTakenName(
    async () => auditedUpdate(await getDb(), actor, SOURCE, id, values.updatedAt, { name: values.name }),
    'name',
    LEAD_LIST_MESSAGES.sourceTaken(values.name),
  )
}

export async function setLeadSourceActive(actor: Actor, id: number, version: string, isActive: boolean) {
  return auditedUpdate(
    await getDb(),
    actor,
    SOURCE,
    id,
    version,
    { isActive },
    isActive ? 'activate' : 'deactivate',
  )
}

export async function createLostReason(actor: Actor, values: LostReasonFormValues) {
  const sortOrder = await nextSortOrder(lostReasons)
  return refusingTakenName(
    async () =>
      auditedInsert(await getDb(), actor, REASON, {
        label: values.label,
        requiresText: values.requiresText,
        sortOrder,
      }),
    'label',
    LEAD_LIST_MESSAGES.reasonTaken(values.label),
  )
}

export async function updateLostReason(actor: Actor, id: number, values: LostReasonFormValues) {
  return refusingTakenName(
    async () =>
      auditedUpdate(await getDb(), actor, REASON, id, values.updatedAt, {
        label: values.label,
        requiresText: values.requiresText,
      }),
    'label',
    LEAD_LIST_MESSAGES.reasonTaken(values.label),
  )
}

export async function setLostReasonActive(actor: Actor, id: number, version: string, isActive: boolean) {
  return auditedUpdate(
    await getDb(),
    actor,
    REASON,
    id,
    version,
    { isActive },
    isActive ? 'activate' : 'deactivate',
  )
}
