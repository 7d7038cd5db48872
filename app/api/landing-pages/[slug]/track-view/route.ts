/**
 * POST /api/landing-pages/{slug}/track-view (no body): adds one to the page's views. The browser
 * calls it once per visit (a sessionStorage flag) and the server counts one per address and visit
 * (lib/analytics/view-limits); crawlers are not counted. Counts are written in batches
 * (lib/landing-pages/view-counter). It never fails the page: 204 when counted or ignored, 404
 * {message} for a slug that is not a published landing page, 429 with the wait for an address
 * sending too many.
 */
import { isBotUserAgent } from '@/lib/analytics/bots'
import { admitLandingView } from '@/lib/analytics/view-limits'
import { getPublishedLandingPage } from '@/lib/landing-pages/queries'
import { LANDING_MESSAGES } from '@/content/landing-pages'
import { countLandingView } from '@/lib/landing-pages/view-counter'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  try {
    const page = await getPublishedLandingPage(slug)
    if (!page)
      return Response.json({ message: LANDING_MESSAGES.notFoundError }, { status: 404, headers: NO_STORE })
    if (!isBotUserAgent(request.headers.get('user-agent'))) {
      const admission = await admitLandingView(clientIp(request.headers), page.slug)
      if (!admission.allowed) {
        return Response.json(
          { message: admission.message },
          { status: 429, headers: { ...NO_STORE, 'Retry-After': String(admission.retryAfterSeconds) } },
        )
      }
      if (admission.counted) countLandingView(page.slug)
    }
  } catch (error) {
    // Counting is best effort: the visitor's page must not notice.
    requestLog(request).warn({ err: error, slug }, 'landing view not counted')
  }
  return new Response(null, { status: 204, headers: NO_STORE })
}
