/**
 * GET /api/places/zip/{zip} → {zip, city, state, lat, lng}: where a ZIP code is, for 'Find my
 * nearest office' when the visitor will not share their location (docs/decisions/one-nearest-office.md).
 * The browser picks the nearest office itself, as it does with a position, so cached pages stay
 * cached. The dataset never changes while the server runs: answers may be kept for a day.
 */
import { PLACE_MESSAGES, readZip } from '@/lib/places/zip-code'
import { placeForZip } from '@/lib/places/coordinates'

export const dynamic = 'force-dynamic'

function answer(status: number, body: unknown, cache: string) {
  return Response.json(body, { status, headers: { 'Cache-Control': cache, 'X-Robots-Tag': 'noindex' } })
}

export async function GET(_request: Request, { params }: { params: Promise<{ zip: string }> }) {
  const zip = readZip((await params).zip)
  if (!zip) return answer(400, { message: PLACE_MESSAGES.invalidZip }, 'no-store')
  const place = await placeForZip(zip)
  const daily = 'public, max-age=86400'
  if (!place) return answer(404, { message: PLACE_MESSAGES.unknownZip(zip) }, daily)
  return answer(200, place, daily)
}
