/**
 * GET /api/form-token → {token}: the lead forms' signed time (lib/leads/form-token), fetched when
 * a form is first used. Never cached anywhere, so no visitor gets another's or an old one.
 */
import { signFormTime } from '@/lib/leads/form-token'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { token: signFormTime() },
    { headers: { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex' } },
  )
}
