'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { createUser, resetUserPassword, setUserActive, updateUser } from '@/lib/users/mutations'
import { createUserSchema, userFormSchema } from '@/lib/users/schema'

type Saved = ActionResult<{ id: number; updatedAt: string; password?: string }>

export async function createUserAction(raw: unknown): Promise<Saved> {
  return runAdminAction('users:manage', async (admin) => {
    const parsed = parseForm(createUserSchema, raw)
    if (!parsed.ok) return parsed.result
    const { row, generatedPassword } = await createUser(admin, parsed.data)
    return {
      ok: true,
      message: `User “${row.username}” created.`,
      data: {
        id: row.id,
        updatedAt: row.updatedAt.toISOString(),
        ...(generatedPassword ? { password: generatedPassword } : {}),
      },
    }
  })
}

export async function updateUserAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('users:manage', async (admin) => {
    const parsed = parseForm(userFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row = await updateUser(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: `User “${row.username}” saved.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function setUserActiveAction(id: number, version: string, isActive: boolean): Promise<Saved> {
  return runAdminAction('users:manage', async (admin) => {
    const row = await setUserActive(admin, rowId.parse(id), versionArg(version), isActive === true)
    return {
      ok: true,
      message: `User “${row.username}” ${row.isActive ? 'activated' : 'deactivated and signed out'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function resetPasswordAction(id: number): Promise<Saved> {
  return runAdminAction('users:manage', async (admin) => {
    const { row, password } = await resetUserPassword(admin, rowId.parse(id))
    return {
      ok: true,
      message: `New password set for “${row.username}”; their sessions were ended.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), password },
    }
  })
}
