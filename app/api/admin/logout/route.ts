import { getDb } from '@/db/client'
import { clearedSessionCookie, isHttpsRequest } from '@/lib/auth/cookie'
import { LOGIN_MESSAGES } from '@/lib/auth/messages'
import { sessionTokenFromRequest } from '@/lib/auth/session'
import { endSession } from '@/lib/auth/sessions'

/** POST /api/admin/logout: ends the session of the bearer token or cookie and clears the cookie. */
export async function POST(request: Request) {
  await endSession(await getDb(), sessionTokenFromRequest(request))
  return Response.json(
    { message: LOGIN_MESSAGES.loggedOut },
    {
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie(isHttpsRequest(request)) },
    },
  )
}
