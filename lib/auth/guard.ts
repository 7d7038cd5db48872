import 'server-only'
/**
 * Authorisation for route handlers and server actions. Every admin mutation and read starts with
 * requirePermission(); the UI hides what a role may not do, but this decides.
 */
import { AuthError } from '@/lib/errors'
import { errorResponse } from '@/lib/http/error-response'
import { log } from '@/lib/log'
import { can, type Permission } from './permissions'
import { isAllowedOrigin } from './request-checks'
import { getCurrentAdmin, type AdminUser } from './session'
import { SESSION_COOKIE, bearerToken } from './tokens'

export const AUTH_MESSAGES = {
  unauthenticated: 'Authentication required. Please sign in.',
  forbidden: 'You do not have permission to do this.',
  crossSite: 'Cross-site request refused.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
} as const

/**
 * The signed-in user if their role has the permission; otherwise throws AuthError 401 (no or
 * expired session) or 403 (role lacks it). Route handlers pass their Request; server actions call
 * it without one. A route handler request that changes data with the session cookie must come
 * from our own origin or SITE_URL (the cookie is SameSite=Lax; this is the second lock).
 */
export async function requirePermission(permission: Permission, request?: Request): Promise<AdminUser> {
  const admin = await getCurrentAdmin(request)
  if (!admin) throw new AuthError(401, AUTH_MESSAGES.unauthenticated)
  if (!can(admin.role, permission)) {
    log.warn({ user: admin.username, role: admin.role, permission }, 'admin permission denied')
    throw new AuthError(403, AUTH_MESSAGES.forbidden)
  }
  // Server actions get the same Origin check from Next.js itself.
  if (
    request &&
    !isSafeMethod(request.method) &&
    usesCookie(request.headers) &&
    !isAllowedOrigin(request.headers)
  ) {
    throw new AuthError(403, AUTH_MESSAGES.crossSite)
  }
  return admin
}

type RouteContext<P> = { params: Promise<P> }

/**
 * Wraps a route handler: the handler runs only for a user with the permission and receives them;
 * otherwise the answer is the JSON 401/403.
 */
export function withPermission<P = Record<string, string>>(
  permission: Permission,
  handler: (request: Request, admin: AdminUser, context: RouteContext<P>) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    let admin: AdminUser
    try {
      admin = await requirePermission(permission, request)
    } catch (error) {
      const response = errorResponse(error)
      if (response) return response
      throw error
    }
    return handler(request, admin, context)
  }
}

function isSafeMethod(method: string) {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
}

function usesCookie(requestHeaders: Headers) {
  if (bearerToken(requestHeaders.get('authorization'))) return false
  return (requestHeaders.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)
}
