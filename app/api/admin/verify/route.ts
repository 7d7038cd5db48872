import { clearedSessionCookie, isHttpsRequest, sessionCookie } from '@/lib/auth/cookie'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import { getCurrentAdmin, sessionCredentials } from '@/lib/auth/session'

/**
 * GET /api/admin/verify (bearer token or session cookie) → {user} or 401 {message}.
 * The cookie follows the session (spec 01 §4: unverified access removes the stored token): a
 * cookie whose session is valid is renewed for another 24 hours, one whose session is expired,
 * ended or unknown is deleted. A bearer token leaves the cookie alone.
 */
export async function GET(request: Request) {
  const credentials = sessionCredentials(request)
  const user = await getCurrentAdmin(request)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (credentials?.from === 'cookie') {
    const https = isHttpsRequest(request)
    headers['Set-Cookie'] = user ? sessionCookie(credentials.token, https) : clearedSessionCookie(https)
  }
  if (!user) return Response.json({ message: AUTH_MESSAGES.unauthenticated }, { status: 401, headers })
  return Response.json({ user }, { headers })
}
