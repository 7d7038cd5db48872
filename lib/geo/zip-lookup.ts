/** The browser's side of GET /api/places/zip/{zip}: where a typed ZIP code is, or what to say. */
import { PLACE_MESSAGES, readZip } from '@/lib/places/zip-code'
import type { ZipPlace } from './use-visitor-position'

export type ZipLookup = { ok: true; place: ZipPlace } | { ok: false; message: string }

export async function lookUpZip(text: string): Promise<ZipLookup> {
  const zip = readZip(text)
  if (!zip) return { ok: false, message: PLACE_MESSAGES.invalidZip }
  let response: Response
  try {
    response = await fetch(`/api/places/zip/${zip}`, { headers: { accept: 'application/json' } })
  } catch {
    return { ok: false, message: PLACE_MESSAGES.unreachable }
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string
    zip?: string
    city?: string
    lat?: number
    lng?: number
  } | null
  if (response.ok && body && typeof body.lat === 'number' && typeof body.lng === 'number') {
    return { ok: true, place: { zip, city: body.city ?? '', lat: body.lat, lng: body.lng } }
  }
  return { ok: false, message: body?.message ?? PLACE_MESSAGES.unreachable }
}
