import { getCurrentAdmin } from '@/lib/auth/session'
import { AUTH_MESSAGES } from '@/lib/auth/guard'

/** GET /api/admin/verify (bearer token or session cookie) → {user} or 401 {message}. */
export async function GET(request: Request) {
  const user = await getCurrentAdmin(request)
  if (!user) {
    return Response.json(
      { message: AUTH_MESSAGES.unauthenticated },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return Response.json({ user }, { headers: { 'Cache-Control': 'no-store' } })
}
