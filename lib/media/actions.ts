'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { deleteMedia, placeMedia, updateMediaWords } from './mutations'
import { mediaEditSchema, placementSchema } from './schema'

type Saved = ActionResult<{ id: number; updatedAt: string }>

export async function saveMediaWordsAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('media:write', async (admin) => {
    const parsed = parseForm(mediaEditSchema, raw)
    if (!parsed.ok) return parsed.result
    const row = await updateMediaWords(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: 'Picture saved. Every page showing it shows the new words.',
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function deleteMediaAction(id: number, version: string): Promise<Saved> {
  return runAdminAction('media:write', async (admin) => {
    const row = await deleteMedia(admin, rowId.parse(id), versionArg(version))
    return {
      ok: true,
      message: 'Picture deleted from the library.',
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
    }
  })
}

export async function placeMediaAction(
  slot: string,
  raw: unknown,
): Promise<ActionResult<{ slot: string; mediaId: number | null }>> {
  return runAdminAction('media:write', async (admin) => {
    const parsed = parseForm(placementSchema, raw)
    if (!parsed.ok) return parsed.result
    await placeMedia(admin, String(slot), parsed.data.mediaId)
    return {
      ok: true,
      message:
        parsed.data.mediaId === null
          ? 'The place shows its demo drawing again.'
          : 'Picture placed. The public page shows it now.',
      data: { slot: String(slot), mediaId: parsed.data.mediaId },
    }
  })
}
