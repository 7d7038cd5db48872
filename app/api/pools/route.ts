import { revalidatedJson } from '@/lib/http/revalidated-json'
import { requestLog } from '@/lib/log'
import { getActiveApiPools } from '@/lib/pools/queries'

// Rendered per request: the database is never read during `next build`.
export const dynamic = 'force-dynamic'

/** GET /api/pools: every active pool with every field of spec 01 §3 (see lib/pools/types.ts). */
export async function GET(request: Request) {
  try {
    const pools = await getActiveApiPools()
    // Always revalidated (ETag, 304): an admin change shows on the next request.
    return revalidatedJson(request, pools)
  } catch (error) {
    requestLog(request).error({ err: error }, 'GET /api/pools failed')
    return Response.json(
      { message: 'The pool list is temporarily unavailable. Please try again shortly.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    )
  }
}
