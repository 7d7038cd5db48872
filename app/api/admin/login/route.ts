import { sessionCookie, isHttpsRequest } from '@/lib/auth/cookie'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import {
  attemptCodeLogin,
  attemptLogin,
  codeLoginSchema,
  loginSchema,
  type LoginResult,
} from '@/lib/auth/login'
import { LOGIN_MESSAGES } from '@/lib/auth/messages'
import { isAllowedOrigin, isJsonContentType } from '@/lib/auth/request-checks'
import { readJsonBody } from '@/lib/http/json-body'
import { requestLog } from '@/lib/log'
import { clientIp } from '@/lib/request'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/admin/login {username, password} → {user, token, message}; sets the session cookie.
 * Past a limit strangers share with staff, from an address not known for the user, it answers 202
 * {codeRequired, challenge, message} instead (right password or not), and the browser finishes
 * with POST {challenge, code}, the code e-mailed to the user (lib/auth/login-codes).
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
  const ip = clientIp(request.headers)
  let result: LoginResult
  if (isCodeStep(body.value)) {
    const parsed = codeLoginSchema.safeParse(body.value)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? LOGIN_MESSAGES.codeMissing
      return Response.json({ message }, { status: 400, headers: NO_STORE })
    }
    result = await attemptCodeLogin({ ...parsed.data, ip })
  } else {
    const parsed = loginSchema.safeParse(body.value)
    if (!parsed.success) {
      return Response.json({ message: LOGIN_MESSAGES.missingBody }, { status: 400, headers: NO_STORE })
    }
    result = await attemptLogin({ ...parsed.data, ip })
  }
  if (!result.ok && result.status === 202) {
    requestLog(request).info('admin login needs a code')
    const { codeRequired, challenge, message } = result
    return Response.json({ codeRequired, challenge, message }, { status: 202, headers: NO_STORE })
  }
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

/** A body of the second step: it carries the challenge the first step answered. */
function isCodeStep(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'challenge' in value
}
