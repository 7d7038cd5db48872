'use server'
/** The settings forms' server actions (/admin/settings): one record of a form saved or deleted. */
import { z } from 'zod'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { isSettingsKind, SETTINGS_FORMS, type SettingsKind } from '@/lib/settings/forms'
import { deleteSettingsRecord, saveSettingsRecord } from '@/lib/settings/mutations'
import { publishContractTexts } from '@/lib/settings/contract-texts'
import { contractTextsSchema } from '@/lib/settings/contract-texts-form'

type Saved = ActionResult<{ id: string | number; updatedAt: string | null }>

const idSchema = z.union([z.number().int().positive(), z.string().trim().min(1).max(50)])

function kindOf(kind: unknown): SettingsKind {
  if (!isSettingsKind(kind))
    throw new z.ZodError([{ code: 'custom', path: ['form'], message: 'Unknown settings form', input: kind }])
  return kind
}

function stamp(row: Record<string, unknown>) {
  const updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : null
  return { id: row.id as string | number, updatedAt }
}

export async function saveSettingsAction(
  kind: SettingsKind,
  id: string | number | null,
  raw: unknown,
): Promise<Saved> {
  return runAdminAction('settings:manage', async (admin) => {
    const form = SETTINGS_FORMS[kindOf(kind)]
    const parsed = parseForm(form.schema, raw)
    if (!parsed.ok) return parsed.result
    const row = await saveSettingsRecord(
      admin,
      kind,
      id === null ? null : idSchema.parse(id),
      parsed.data as Record<string, unknown>,
    )
    const label = form.singular.charAt(0).toUpperCase() + form.singular.slice(1)
    return {
      ok: true,
      message: `${label} saved. The site shows the change now.`,
      data: stamp(row as Record<string, unknown>),
    }
  })
}

export async function deleteSettingsAction(
  kind: SettingsKind,
  id: string | number,
  version: string,
): Promise<Saved> {
  return runAdminAction('settings:manage', async (admin) => {
    const form = SETTINGS_FORMS[kindOf(kind)]
    const row = await deleteSettingsRecord(admin, kind, idSchema.parse(id), versionArg(version))
    const label = form.singular.charAt(0).toUpperCase() + form.singular.slice(1)
    return { ok: true, message: `${label} deleted.`, data: stamp(row as Record<string, unknown>) }
  })
}

/** Publishes the contract texts as the next version (signed contracts keep theirs). */
export async function publishContractTextsAction(
  raw: unknown,
): Promise<ActionResult<{ version: number; updatedAt: null }>> {
  return runAdminAction('settings:manage', async (admin) => {
    const parsed = parseForm(contractTextsSchema, raw)
    if (!parsed.ok) return parsed.result
    const published = await publishContractTexts(admin, parsed.data)
    return {
      ok: true,
      message: `Version ${published.version} published. Contracts signed from now on use it; signed contracts keep theirs.`,
      data: { version: published.version, updatedAt: null },
    }
  })
}
