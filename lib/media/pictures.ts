/**
 * What a place on a public page shows: the library picture staff chose for it, else its demo
 * drawing (content/media-slots.ts). Pure, for server components and tests.
 */
import { fixedSlot, type Drawing } from '@/content/media-slots'

/** A chosen library picture, as the public pages read it. */
export type PlacedPicture = {
  src: string
  alt: string
  caption: string | null
  width: number
  height: number
}

export type PlacedPictures = Readonly<Record<string, PlacedPicture>>

/** What a page renders for a place: a picture and its words; drawing marks a demo drawing. */
export type ShownPicture = { src: string; alt: string; caption: string | null; drawing: boolean }

export function pictureFor(placed: PlacedPictures, slot: string, fallback: Drawing): ShownPicture
export function pictureFor(
  placed: PlacedPictures,
  slot: string,
  fallback: Drawing | null,
): ShownPicture | null
export function pictureFor(
  placed: PlacedPictures,
  slot: string,
  fallback: Drawing | null,
): ShownPicture | null {
  const chosen = placed[slot]
  if (chosen) return { src: chosen.src, alt: chosen.alt, caption: chosen.caption, drawing: false }
  return fallback ? { src: fallback.src, alt: fallback.alt, caption: null, drawing: true } : null
}

/** What a fixed place (content/media-slots.ts) shows: the chosen picture, else its demo drawing. */
export function slotPicture(placed: PlacedPictures, key: string): ShownPicture {
  const slot = fixedSlot(key)
  if (!slot?.drawing) throw new Error(`No fixed picture place ${key}`)
  return pictureFor(placed, key, slot.drawing)
}
