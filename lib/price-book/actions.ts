'use server'
/**
 * The price book's server actions: admin and operations change it ('price-book:write'), each
 * action checking that permission first; sales only read it.
 */
import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import { createPriceBookItem, setPriceBookItemActive, updatePriceBookItem } from './mutations'
import { priceBookItemFormSchema } from './schema'

type Saved = ActionResult<{ id: number; updatedAt: string }>

export async function savePriceBookItemAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('price-book:write', async (admin) => {
    const parsed = parseForm(priceBookItemFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createPriceBookItem(admin, parsed.data)
        : await updatePriceBookItem(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: `Price-book item “${row.name}” ${id === null ? 'created' : 'saved'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function setPriceBookItemActiveAction(
  id: number,
  version: string,
  isActive: boolean,
): Promise<Saved> {
  return runAdminAction('price-book:write', async (admin) => {
    const row = await setPriceBookItemActive(admin, rowId.parse(id), versionArg(version), isActive === true)
    return {
      ok: true,
      message: `“${row.name}” ${row.isActive ? 'is active again' : 'deactivated: reps no longer see it when quoting'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}
