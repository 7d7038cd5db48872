'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import {
  createManufacturer,
  deleteManufacturer,
  setManufacturerEnabled,
  updateManufacturer,
} from '@/lib/manufacturers/mutations'
import { manufacturerFormSchema } from '@/lib/manufacturers/schema'

type Saved = ActionResult<{ id: number; updatedAt: string }>

export async function saveManufacturerAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('manufacturers:write', async (admin) => {
    const parsed = parseForm(manufacturerFormSchema, raw)
    if (!parsed.ok) return parsed.result
    if (id === null) {
      const row = await createManufacturer(admin, parsed.data)
      return {
        ok: true,
        message: `Manufacturer “${row.name}” created.`,
        data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      }
    }
    const { row, renamedPools } = await updateManufacturer(admin, rowId.parse(id), parsed.data)
    const renamed = renamedPools
      ? ` ${renamedPools} pool${renamedPools === 1 ? '' : 's'} renamed with it.`
      : ''
    return {
      ok: true,
      message: `Manufacturer “${row.name}” saved.${renamed}`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function setManufacturerEnabledAction(
  id: number,
  version: string,
  enabled: boolean,
): Promise<Saved> {
  return runAdminAction('manufacturers:write', async (admin) => {
    const row = await setManufacturerEnabled(admin, rowId.parse(id), versionArg(version), enabled === true)
    return {
      ok: true,
      message: `Manufacturer “${row.name}” ${row.enabled ? 'enabled' : 'disabled'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function deleteManufacturerAction(id: number, version: string): Promise<Saved> {
  return runAdminAction('manufacturers:write', async (admin) => {
    const row = await deleteManufacturer(admin, rowId.parse(id), versionArg(version))
    return {
      ok: true,
      message: `Manufacturer “${row.name}” deleted.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}
