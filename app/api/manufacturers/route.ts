import { requestLog } from '@/lib/log'
import { getManufacturers } from '@/lib/manufacturers/queries'

// Rendered per request: the database is never read during `next build`.
export const dynamic = 'force-dynamic'

/** GET /api/manufacturers: every manufacturer, enabled or not, in display order. */
export async function GET(request: Request) {
  try {
    const list = await getManufacturers()
    return Response.json(list, {
      headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=240' },
    })
  } catch (error) {
    requestLog(request).error({ err: error }, 'GET /api/manufacturers failed')
    return Response.json(
      { message: 'The manufacturer list is temporarily unavailable. Please try again shortly.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
