/**
 * GET /api/form-token → {token, minFillMs}: the lead forms' signed time (lib/leads/form-token),
 * fetched when a form is first used, and the minimum fill time it is checked against (so a form
 * used before its code arrived can let the token come of age before it sends). Never cached
 * anywhere, so no visitor gets another's or an old one.
 */
import { env } from '@/config/env'
import { signFormTime } from '@/lib/leads/form-token'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { token: signFormTime(), minFillMs: env().LEAD_MIN_FILL_MS },
    { headers: { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex' } },
  )
}
