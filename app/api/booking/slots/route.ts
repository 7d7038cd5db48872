/**
 * GET /api/booking/slots?office=<office id>: the free consultation slots of an office (issue 25)
 * as ISO instants, earliest first, with their length in minutes, for the slot picker of the appointment form. An inactive
 * office answers with no slots (it takes no online bookings); a missing or unknown office is a
 * 400/404 with a message. Cached by browsers and CDNs for a few seconds only: a slot taken
 * meanwhile is refused by the intake with the next free ones.
 */
import { officeSlotOffer } from '@/lib/booking/queries'
import { BOOKING_MESSAGES } from '@/lib/booking/rules'
import { jsonAnswer } from '@/lib/http/json-body'
import { requestLog } from '@/lib/log'

// Rendered per request: the database is never read during `next build`.
export const dynamic = 'force-dynamic'

const SHORT_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=15'
const OFFICE_ID = /^[a-z0-9-]{1,50}$/i

export async function GET(request: Request) {
  const officeId = new URL(request.url).searchParams.get('office')?.trim() ?? ''
  if (!officeId) return jsonAnswer(400, { message: BOOKING_MESSAGES.officeMissing })
  if (!OFFICE_ID.test(officeId)) return jsonAnswer(404, { message: BOOKING_MESSAGES.officeUnknown })
  try {
    const offer = await officeSlotOffer(officeId, new Date())
    if (!offer) return jsonAnswer(404, { message: BOOKING_MESSAGES.officeUnknown })
    return jsonAnswer(
      200,
      {
        office: officeId,
        bookable: offer.bookable,
        slotMinutes: offer.slotMinutes,
        slots: offer.slots.map((slot) => slot.toISOString()),
      },
      { 'cache-control': SHORT_CACHE },
    )
  } catch (error) {
    requestLog(request).error({ err: error }, 'GET /api/booking/slots failed')
    return Response.json(
      { message: 'Online booking is unavailable just now. Send your request and we will call you.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
