'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { createPool, deletePool, duplicatePool, setPoolActive, updatePool } from '@/lib/pools/mutations'
import { poolFormSchema } from '@/lib/pools/schema'

type Saved = ActionResult<{ id: number; updatedAt: string }>

export async function savePoolAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('pools:write', async (admin) => {
    const parsed = parseForm(poolFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createPool(admin, parsed.data)
        : await updatePool(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: id === null ? `Pool “${row.name}” created.` : `Pool “${row.name}” saved.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function setPoolActiveAction(id: number, version: string, isActive: boolean): Promise<Saved> {
  return runAdminAction('pools:write', async (admin) => {
    const row = await setPoolActive(admin, rowId.parse(id), versionArg(version), isActive === true)
    return {
      ok: true,
      message: `Pool “${row.name}” ${row.isActive ? 'activated' : 'deactivated'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function duplicatePoolAction(id: number): Promise<Saved> {
  return runAdminAction('pools:write', async (admin) => {
    const row = await duplicatePool(admin, rowId.parse(id))
    return {
      ok: true,
      message: `Copy “${row.name}” created (inactive until you activate it).`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function deletePoolAction(id: number, version: string): Promise<Saved> {
  return runAdminAction('pools:write', async (admin) => {
    const row = await deletePool(admin, rowId.parse(id), versionArg(version))
    return {
      ok: true,
      message: `Pool “${row.name}” deleted.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}
