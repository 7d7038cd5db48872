import 'server-only'
/** The lead sources and lost reasons, in their order: all of them for the settings screen, the active ones for the forms. */
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { leadSources, lostReasons } from '@/db/schema'

export type LeadSource = typeof leadSources.$inferSelect
export type LostReason = typeof lostReasons.$inferSelect

/** A choice of a form: the row's id and its name, and whether the reason asks for a text. */
export type LeadSourceChoice = { id: number; name: string }
export type LostReasonChoice = { id: number; label: string; requiresText: boolean }

export async function listLeadSources(options: { activeOnly?: boolean } = {}): Promise<LeadSource[]> {
  const db = await getDb()
  return db
    .select()
    .from(leadSources)
    .where(options.activeOnly ? eq(leadSources.isActive, true) : undefined)
    .orderBy(asc(leadSources.sortOrder), asc(leadSources.name), asc(leadSources.id))
}

export async function listLostReasons(options: { activeOnly?: boolean } = {}): Promise<LostReason[]> {
  const db = await getDb()
  return db
    .select()
    .from(lostReasons)
    .where(options.activeOnly ? eq(lostReasons.isActive, true) : undefined)
    .orderBy(asc(lostReasons.sortOrder), asc(lostReasons.label), asc(lostReasons.id))
}

/** The active sources as a form offers them. */
export async function leadSourceChoices(): Promise<LeadSourceChoice[]> {
  return (await listLeadSources({ activeOnly: true })).map(({ id, name }) => ({ id, name }))
}

/** The active lost reasons as a form offers them ('Other' last when it is sorted last). */
export async function lostReasonChoices(): Promise<LostReasonChoice[]> {
  return (await listLostReasons({ activeOnly: true })).map(({ id, label, requiresText }) => ({
    id,
    label,
    requiresText,
  }))
}
