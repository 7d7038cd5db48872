/**
 * GET /api/landing-pages/{slug}: a published landing page as the site reads it (spec 01 §3, §7),
 * its HTML content already sanitised; 404 {message: 'Landing page not found'} otherwise.
 */
import { getPublishedLandingPage } from '@/lib/landing-pages/queries'
import { LANDING_MESSAGES } from '@/content/landing-pages'
import { requestLog } from '@/lib/log'

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  try {
    const page = await getPublishedLandingPage(slug)
    if (!page) {
      return Response.json(
        { message: LANDING_MESSAGES.notFoundError },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return Response.json(page, {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    })
  } catch (error) {
    requestLog(request).error({ err: error, slug }, 'landing page read failed')
    return Response.json(
      { message: 'The landing page could not be loaded. Please try again.' },
      { status: 503 },
    )
  }
}
