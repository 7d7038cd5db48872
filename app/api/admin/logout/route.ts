import { clearedSessionCookie, isHttpsRequest } from '@/lib/auth/cookie'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import { LOGIN_MESSAGES } from '@/lib/auth/messages'
import { isAllowedOrigin } from '@/lib/auth/request-checks'
import { sessionTokenFromRequest } from '@/lib/auth/session'
import { endSession } from '@/lib/auth/sessions'

/** POST /api/admin/logout: ends the session of the bearer token or cookie and clears the cookie. */
export async function POST(request: Request) {
  // Another site may not sign a visitor out either.
  if (!isAllowedOrigin(request.headers)) {
    return Response.json(
      { message: AUTH_MESSAGES.crossSite },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  await endSession(sessionTokenFromRequest(request))
  return Response.json(
    { message: LOGIN_MESSAGES.loggedOut },
    {
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie(isHttpsRequest(request)) },
    },
  )
}
