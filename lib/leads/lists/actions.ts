'use server'
/**
 * The lead sources and lost reasons are kept by admin and operations ('lead-lists:write'), each
 * action checking that permission first; every rep picks from them.
 */
import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import {
  createLeadSource,
  createLostReason,
  renameLeadSource,
  setLeadSourceActive,
  setLostReasonActive,
  updateLostReason,
} from './mutations'
import { leadSourceFormSchema, lostReasonFormSchema } from './schemas'

type Saved = ActionResult<{ id: number; updatedAt: string }>

const saved = (row: { id: number; updatedAt: Date }, message: string): Saved => ({
  ok: true,
  message,
  data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
})

/** Adds a source (id null) or renames one. */
export async function saveLeadSourceAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('lead-lists:write', async (admin) => {
    const parsed = parseForm(leadSourceFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createLeadSource(admin, parsed.data)
        : await renameLeadSource(admin, rowId.parse(id), parsed.data)
    return saved(row, id === null ? `Source “${row.name}” added.` : `Source renamed “${row.name}”.`)
  })
}

export async function setLeadSourceActiveAction(
  id: number,
  version: string,
  isActive: boolean,
): Promise<Saved> {
  return runAdminAction('lead-lists:write', async (admin) => {
    const row = await setLeadSourceActive(admin, rowId.parse(id), versionArg(version), isActive === true)
    return saved(
      row,
      row.isActive
        ? `“${row.name}” is offered again.`
        : `“${row.name}” deactivated: new leads can no longer pick it; leads that have it keep it.`,
    )
  })
}

/** Adds a lost reason (id null) or changes one. */
export async function saveLostReasonAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('lead-lists:write', async (admin) => {
    const parsed = parseForm(lostReasonFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createLostReason(admin, parsed.data)
        : await updateLostReason(admin, rowId.parse(id), parsed.data)
    return saved(row, id === null ? `Lost reason “${row.label}” added.` : `Lost reason “${row.label}” saved.`)
  })
}

export async function setLostReasonActiveAction(
  id: number,
  version: string,
  isActive: boolean,
): Promise<Saved> {
  return runAdminAction('lead-lists:write', async (admin) => {
    const row = await setLostReasonActive(admin, rowId.parse(id), versionArg(version), isActive === true)
    return saved(
      row,
      row.isActive
        ? `“${row.label}” is offered again.`
        : `“${row.label}” deactivated: it is no longer offered; leads lost for it keep it.`,
    )
  })
}
