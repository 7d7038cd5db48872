import { sessionCookie, isHttpsRequest } from '@/lib/auth/cookie'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import { attemptLogin, loginSchema } from '@/lib/auth/login'
import { LOGIN_MESSAGES } from '@/lib/auth/messages'
import { isAllowedOrigin, isJsonContentType } from '@/lib/auth/request-checks'
import { readJsonBody } from '@/lib/http/json-body'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/admin/login {username, password} → {user, token, message}; sets the session cookie.
 * JSON only and from this site only: otherwise a cross-site form could sign a visitor's browser
 * into an account of the attacker's choosing (login CSRF).
 */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request.headers)) {
    return Response.json({ message: AUTH_MESSAGES.crossSite }, { status: 403, headers: NO_STORE })
  }
  if (!isJsonContentType(request.headers)) {
    return Response.json({ message: AUTH_MESSAGES.jsonRequired }, { status: 415, headers: NO_STORE })
  }
  const body = await readJsonBody(request)
  if (!body.ok) {
    // Too large keeps its own message; an empty or broken body is a missing username/password.
    const message = body.status === 413 ? body.message : LOGIN_MESSAGES.missingBody
    return Response.json({ message }, { status: body.status, headers: NO_STORE })
  }
  const parsed = loginSchema.safeParse(body.value)
  if (!parsed.success) {
    return Response.json({ message: LOGIN_MESSAGES.missingBody }, { status: 400, headers: NO_STORE })
  }
  const result = await attemptLogin({ ...parsed.data, ip: clientIp(request.headers) })
  if (!result.ok) {
    requestLog(request).info({ status: result.status }, 'admin login refused')
    const headers: Record<string, string> = { ...NO_STORE }
    if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
    return Response.json({ message: result.message }, { status: result.status, headers })
  }
  requestLog(request).info({ user: result.user.username }, 'admin login')
  return Response.json(
    { user: result.user, token: result.token, message: LOGIN_MESSAGES.success },
    { headers: { ...NO_STORE, 'Set-Cookie': sessionCookie(result.token, isHttpsRequest(request)) } },
  )
}
