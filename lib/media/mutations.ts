import 'server-only'
/**
 * The media library's writes. Each runs in a transaction with its audit row and then invalidates
 * the 'media' tag, so every cached public page showing the picture is rendered again on its next
 * request, on every instance (docs/decisions/0001-run-time-read-cache.md).
 */
import { eq, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { mediaImages, mediaPlacements } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags, invalidate } from '@/lib/cache'
import { AdminInputError, RuleError } from '@/lib/errors'
import { log } from '@/lib/log'
import { auditedDelete, auditedUpdate } from '@/lib/write/audited'
import { saveUploadedImage } from '@/lib/uploads/save'
import { getUploadStorage } from '@/lib/uploads/storage'
import { MEDIA_MESSAGES, isMediaSlot, type MediaEditValues, type MediaWords } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Row = typeof mediaImages.$inferSelect

const target = { table: mediaImages, entity: 'media', label: 'The picture', tags: [CacheTags.media] } as const

/** The longest original file name kept. */
const MAX_FILE_NAME = 255

/**
 * Stores an uploaded picture (checked, resized to WebP by lib/uploads) with its words, as one
 * library entry. The words were checked before the file was read; a row or audit that cannot be
 * written removes the stored file again.
 */
export async function addMediaImage(
  actor: Actor,
  file: { bytes: Buffer; name: string },
  words: MediaWords,
): Promise<Row> {
  const saved = await saveUploadedImage(file.bytes, 'media')
  const db = await getDb()
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaImages)
        .values({
          url: saved.url,
          storageKey: saved.key,
          alt: words.alt,
          caption: words.caption,
          width: saved.width,
          height: saved.height,
          fileName: file.name.slice(0, MAX_FILE_NAME) || null,
          uploadedBy: actor.username,
        })
        .returning()
      if (!row) throw new Error('media insert returned no row')
      await recordAudit(tx, {
        actor,
        action: 'upload',
        entity: 'media',
        entityId: row.id,
        after: { ...row, uploadedBytes: file.bytes.length, storedBytes: saved.bytes },
      })
      return row
    })
  } catch (error) {
    await (await getUploadStorage()).remove(saved.key).catch((err: unknown) => {
      log.warn({ err, key: saved.key }, 'an upload whose record failed could not be removed')
    })
    throw error
  }
}

/** Changes a picture's alt text and caption (shown at once wherever it is placed). */
export async function updateMediaWords(actor: Actor, id: number, values: MediaEditValues): Promise<Row> {
  const db = await getDb()
  return auditedUpdate(db, actor, target, id, values.updatedAt, { alt: values.alt, caption: values.caption })
}

/** Deletes a picture no place shows, and its file. */
export async function deleteMedia(actor: Actor, id: number, version: string): Promise<Row> {
  const db = await getDb()
  const used = await db
    .select({ slot: mediaPlacements.slot })
    .from(mediaPlacements)
    .where(eq(mediaPlacements.mediaId, id))
  if (used.length) throw new RuleError(MEDIA_MESSAGES.inUse(used.map((u) => u.slot).join(', ')))
  const row = await auditedDelete(db, actor, target, id, version)
  await (await getUploadStorage()).remove(row.storageKey).catch((err: unknown) => {
    log.warn({ err, key: row.storageKey }, 'a deleted picture’s file could not be removed')
  })
  return row
}

/**
 * Chooses the library picture a place shows, or (null) goes back to its demo drawing. The last
 * choice wins; each is audited with what the place showed before.
 */
export async function placeMedia(actor: Actor, slot: string, mediaId: number | null): Promise<void> {
  if (!isMediaSlot(slot)) throw new AdminInputError(MEDIA_MESSAGES.unknownSlot, 404)
  const db = await getDb()
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaPlacements).where(eq(mediaPlacements.slot, slot))
    if (mediaId === null) {
      await tx.delete(mediaPlacements).where(eq(mediaPlacements.slot, slot))
    } else {
      const [image] = await tx
        .select({ id: mediaImages.id })
        .from(mediaImages)
        .where(eq(mediaImages.id, mediaId))
      if (!image) throw new AdminInputError('That picture is no longer in the library.', 404, 'mediaId')
      await tx
        .insert(mediaPlacements)
        .values({ slot, mediaId, updatedBy: actor.username })
        .onConflictDoUpdate({
          target: mediaPlacements.slot,
          set: { mediaId, updatedBy: actor.username, updatedAt: sql`now()` },
        })
    }
    await recordAudit(tx, {
      actor,
      action: 'place',
      entity: 'media-placement',
      entityId: slot,
      before: before ?? null,
      after: mediaId === null ? null : { slot, mediaId },
    })
  })
  invalidate(CacheTags.media)
}
