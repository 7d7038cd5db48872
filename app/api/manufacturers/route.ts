import { revalidatedJson } from '@/lib/http/revalidated-json'
import { requestLog } from '@/lib/log'
import { getManufacturers } from '@/lib/manufacturers/queries'

// Rendered per request: the database is never read during `next build`.
export const dynamic = 'force-dynamic'

/** GET /api/manufacturers: every manufacturer, enabled or not, in display order. */
export async function GET(request: Request) {
  try {
    const list = await getManufacturers()
    // Always revalidated (ETag, 304): an admin change shows on the next request.
    return revalidatedJson(request, list)
  } catch (error) {
    requestLog(request).error({ err: error }, 'GET /api/manufacturers failed')
    return Response.json(
      { message: 'The manufacturer list is temporarily unavailable. Please try again shortly.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
