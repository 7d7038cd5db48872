import 'server-only'
/**
 * The media library's reads: the pictures placed on public pages (through the run-time cache,
 * tag 'media', which every placement or edit invalidates on every instance) and the admin's lists.
 */
import { asc, desc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { mediaImages, mediaPlacements } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { log } from '@/lib/log'
import type { PlacedPictures } from './pictures'

/** Every place that shows a library picture: slot → the picture and its words. */
export function getPlacedPictures(): Promise<PlacedPictures> {
  return cached('media:placed', [CacheTags.media], async () => {
    const db = await getDb()
    const rows = await db
      .select({
        slot: mediaPlacements.slot,
        src: mediaImages.url,
        alt: mediaImages.alt,
        caption: mediaImages.caption,
        width: mediaImages.width,
        height: mediaImages.height,
      })
      .from(mediaPlacements)
      .innerJoin(mediaImages, eq(mediaImages.id, mediaPlacements.mediaId))
    return Object.fromEntries(rows.map(({ slot, ...picture }) => [slot, picture]))
  })
}

export type MediaRow = typeof mediaImages.$inferSelect

/** The library, newest first, with the places each picture is used in. */
export async function listMedia(): Promise<(MediaRow & { slots: string[] })[]> {
  const db = await getDb()
  const [images, placements] = await Promise.all([
    db.select().from(mediaImages).orderBy(desc(mediaImages.createdAt), desc(mediaImages.id)),
    db.select().from(mediaPlacements).orderBy(asc(mediaPlacements.slot)),
  ])
  return images.map((image) => ({
    ...image,
    slots: placements.filter((p) => p.mediaId === image.id).map((p) => p.slot),
  }))
}

export async function getMedia(id: number): Promise<(MediaRow & { slots: string[] }) | undefined> {
  const db = await getDb()
  const [image] = await db.select().from(mediaImages).where(eq(mediaImages.id, id))
  if (!image) return undefined
  const slots = await db
    .select({ slot: mediaPlacements.slot })
    .from(mediaPlacements)
    .where(eq(mediaPlacements.mediaId, id))
  return { ...image, slots: slots.map((s) => s.slot) }
}

/** Which picture each place shows now (slot → media id), for the places screen. */
export async function getPlacements(): Promise<Map<string, { mediaId: number; updatedAt: Date }>> {
  const db = await getDb()
  const rows = await db.select().from(mediaPlacements)
  return new Map(rows.map((r) => [r.slot, { mediaId: r.mediaId, updatedAt: r.updatedAt }]))
}

/** For pages: the placed pictures, or none (every place shows its drawing) when they cannot be read. */
export async function getPlacedPicturesOrNone(): Promise<PlacedPictures> {
  try {
    return await getPlacedPictures()
  } catch (error) {
    log.error({ err: error }, 'placed pictures could not be loaded; showing the demo drawings')
    return {}
  }
}
