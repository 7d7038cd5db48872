import 'server-only'
/**
 * Every place on the public pages a picture can be chosen for, with what it shows now: the fixed
 * places of content/media-slots.ts, one logo per manufacturer and one picture per office.
 */
import { MEDIA_SLOTS, brandLogoSlot, fixedSlot, officePhotoSlot, type Drawing } from '@/content/media-slots'
import { getManufacturers } from '@/lib/manufacturers/queries'
import { isImageLogo } from '@/lib/manufacturers/types'
import { getOffices } from '@/lib/offices/queries'
import { getPlacements, listMedia, type MediaRow } from './queries'

export type MediaPlace = {
  key: string
  page: string
  path: string
  label: string
  /** What shows without a chosen picture (a demo drawing or the stored logo), or null for nothing. */
  fallback: Drawing | null
  /** What the place falls back to, in words ('Demo drawing', 'Emoji logo 🏊', 'No picture'). */
  fallbackLabel: string
  chosen: MediaRow | null
}

/** The places, in the order the admin lists them (by page). */
export async function listMediaPlaces(): Promise<MediaPlace[]> {
  const [placements, library, makers, offices] = await Promise.all([
    getPlacements(),
    listMedia(),
    getManufacturers(),
    getOffices(),
  ])
  const chosen = (key: string) => {
    const id = placements.get(key)?.mediaId
    return library.find((m) => m.id === id) ?? null
  }
  const fixed = MEDIA_SLOTS.map((slot) => ({
    ...slot,
    fallback: slot.drawing,
    fallbackLabel: 'Demo drawing',
    chosen: chosen(slot.key),
  }))
  const logos = makers.map((maker) => {
    const key = brandLogoSlot(maker.id)
    const logo = isImageLogo(maker.logo) ? { src: maker.logo, alt: `${maker.name} logo` } : null
    return {
      key,
      page: 'Brand logos',
      path: '/',
      label: `${maker.name} logo`,
      fallback: logo,
      fallbackLabel: logo
        ? 'The logo in the manufacturer record'
        : `The manufacturer’s emoji ${maker.logo ?? ''}`.trim(),
      chosen: chosen(key),
    }
  })
  const officePlaces = offices.map((office) => {
    const key = officePhotoSlot(office.id)
    return {
      key,
      page: 'Office pictures',
      path: '/contact',
      label: office.name,
      fallback: null,
      fallbackLabel: 'No picture',
      chosen: chosen(key),
    }
  })
  return [...fixed, ...logos, ...officePlaces]
}

export async function getMediaPlace(key: string): Promise<MediaPlace | undefined> {
  if (!fixedSlot(key) && !/^(brand-logo|office-photo)-/.test(key)) return undefined
  return (await listMediaPlaces()).find((place) => place.key === key)
}
