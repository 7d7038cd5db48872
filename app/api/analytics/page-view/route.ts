/**
 * POST /api/analytics/page-view {path, referrer?, utmSource?, utmMedium?, utmCampaign?}: one
 * first-party page view (lib/analytics/track.ts beacons it on every navigation). No cookie is read
 * or set and no address is stored; crawlers are ignored; rows are written in batches. Answers 204
 * at once; a malformed body gets 400 with the reason, and an address past its limit 429 with the
 * wait (lib/analytics/view-limits).
 */
import { isBotUserAgent } from '@/lib/analytics/bots'
import { pageViewSchema, toPageViewRow } from '@/lib/analytics/page-view'
import { recordPageViewRow } from '@/lib/analytics/page-view-store'
import { admitPageView } from '@/lib/analytics/view-limits'
import { isTooDeep, TOO_DEEP_MESSAGE } from '@/lib/http/json-nesting'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'
import { siteUrl } from '@/lib/seo/site-url'

const NO_STORE = { 'Cache-Control': 'no-store' }
const MAX_BODY_BYTES = 8 * 1024

function badRequest(message: string) {
  return Response.json({ message }, { status: 400, headers: NO_STORE })
}

export async function POST(request: Request) {
  if (isBotUserAgent(request.headers.get('user-agent')))
    return new Response(null, { status: 204, headers: NO_STORE })
  let body: unknown
  try {
    const text = await request.text()
    if (text.length > MAX_BODY_BYTES) return badRequest('The page view is too large.')
    if (isTooDeep(text)) return badRequest(TOO_DEEP_MESSAGE)
    body = JSON.parse(text)
  } catch {
    return badRequest('The page view must be a JSON object.')
  }
  const parsed = pageViewSchema.safeParse(body)
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid page view.')
  try {
    const admission = await admitPageView(clientIp(request.headers))
    if (!admission.allowed) {
      return Response.json(
        { message: admission.message },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(admission.retryAfterSeconds) } },
      )
    }
  } catch (error) {
    // The limit could not be checked (the database is away): the view is kept, as the buffer
    // keeps rows until the database is back, within its bound.
    requestLog(request).warn({ err: error }, 'page view limit not checked')
  }
  try {
    const ownOrigins = [new URL(siteUrl()).origin, new URL(request.url).origin]
    recordPageViewRow(toPageViewRow(parsed.data, { ownOrigins }))
  } catch (error) {
    requestLog(request).warn({ err: error }, 'page view not recorded')
  }
  return new Response(null, { status: 204, headers: NO_STORE })
}
