/**
 * The media library's forms, shared by the browser and the server: a picture's words (alt text,
 * required; caption, optional) and the choice of a picture for a place on the public pages.
 */
import { z } from 'zod'
import { MEDIA_SLOT_PATTERN, fixedSlot } from '@/content/media-slots'
import { optionalText, requiredText, rowId, version } from '@/lib/write/fields-schema'

export const ALT_MAX = 250
export const CAPTION_MAX = 250

export const MEDIA_MESSAGES = {
  altHint:
    'What the picture shows, for people who cannot see it (read aloud by screen readers): e.g. “Blue 16x32 pool with a travertine deck in Ocala”.',
  captionHint:
    'Optional, shown under before/after pictures: say what it is in your own words (e.g. “Our 2024 resurfacing in Ocala”).',
  unknownSlot: 'There is no such place for a picture on the site.',
  inUse: (places: string) => `This picture is in use (${places}). Choose another picture there first.`,
} as const

export const mediaWordsSchema = z.object({
  alt: requiredText('Alt text', ALT_MAX).pipe(
    z.string().min(3, 'Alt text must be at least 3 characters: say what the picture shows'),
  ),
  caption: optionalText('Caption', CAPTION_MAX),
})

export const mediaEditSchema = mediaWordsSchema.extend({ updatedAt: version })

export type MediaWords = z.output<typeof mediaWordsSchema>
export type MediaEditValues = z.output<typeof mediaEditSchema>

/** A place key: one of the fixed places, a manufacturer's logo or an office's picture. */
export function isMediaSlot(key: unknown): key is string {
  return typeof key === 'string' && (fixedSlot(key) !== undefined || MEDIA_SLOT_PATTERN.test(key))
}

/** The choice posted for a place: a library picture's id, or '' for the demo drawing. */
export const placementSchema = z.object({
  mediaId: z.union([z.literal(''), rowId]).transform((v) => (v === '' ? null : v)),
})
