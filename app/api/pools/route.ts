import { requestLog } from '@/lib/log'
import { getActivePools } from '@/lib/pools/queries'

// Rendered per request: the database is never read during `next build`.
export const dynamic = 'force-dynamic'

/** GET /api/pools: every active pool with every field of spec 01 §3 (see lib/pools/types.ts). */
export async function GET(request: Request) {
  try {
    const pools = await getActivePools()
    return Response.json(pools, {
      // Matches the home page's 5-minute client cache; admin writes invalidate the server cache.
      headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=240' },
    })
  } catch (error) {
    requestLog(request).error({ err: error }, 'GET /api/pools failed')
    return Response.json(
      { message: 'The pool list is temporarily unavailable. Please try again shortly.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
