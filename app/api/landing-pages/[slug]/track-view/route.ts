/**
 * POST /api/landing-pages/{slug}/track-view (no body): adds one to the page's views. The browser
 * calls it once per visit (a sessionStorage flag); crawlers and scripts are not counted. Counts
 * are written in batches (lib/landing-pages/view-counter). It never fails the page: 204 when
 * counted or ignored, 404 {message} for a slug that is not a published landing page.
 */
import { isBotUserAgent } from '@/lib/analytics/bots'
import { getPublishedLandingPage } from '@/lib/landing-pages/queries'
import { LANDING_MESSAGES } from '@/content/landing-pages'
import { countLandingView } from '@/lib/landing-pages/view-counter'
import { requestLog } from '@/lib/log'

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  try {
    const page = await getPublishedLandingPage(slug)
    if (!page)
      return Response.json({ message: LANDING_MESSAGES.notFoundError }, { status: 404, headers: NO_STORE })
    if (!isBotUserAgent(request.headers.get('user-agent'))) countLandingView(page.slug)
  } catch (error) {
    // Counting is best effort: the visitor's page must not notice.
    requestLog(request).warn({ err: error, slug }, 'landing view not counted')
  }
  return new Response(null, { status: 204, headers: NO_STORE })
}
