import 'server-only'
/**
 * Who is signed in: the admin pages carry the session token in an httpOnly cookie, API clients in
 * an `Authorization: Bearer` header. Route handlers pass their Request; pages and server actions
 * read the incoming request through next/headers.
 */
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { getDb } from '@/db/client'
import { findSessionUser, type AdminUser } from './sessions'
import { SESSION_COOKIE, bearerToken } from './tokens'

export type { AdminUser }

/** The session token of a request and where it came from: the bearer header wins over the cookie. */
export function sessionCredentials(request: Request): { token: string; from: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(request.headers.get('authorization'))
  if (bearer) return { token: bearer, from: 'bearer' }
  const cookie = cookieValue(request.headers.get('cookie'), SESSION_COOKIE)
  return cookie === null ? null : { token: cookie, from: 'cookie' }
}

/** The session token of a request: the bearer header wins over the cookie. */
export function sessionTokenFromRequest(request: Request): string | null {
  return sessionCredentials(request)?.token ?? null
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      return value // malformed escapes: not a token we issued, refused as such later
    }
  }
  return null
}

const currentAdminFromHeaders = cache(async (): Promise<AdminUser | null> => {
  const bearer = bearerToken((await headers()).get('authorization'))
  const token = bearer ?? (await cookies()).get(SESSION_COOKIE)?.value ?? null
  if (!token) return null
  return findSessionUser(await getDb(), token)
})

/**
 * The signed-in admin user, or null. Slides the session's expiry. Without a request argument it
 * reads the current request through next/headers (pages, layouts, server actions); it is
 * memoised for the duration of one render.
 */
export async function getCurrentAdmin(request?: Request): Promise<AdminUser | null> {
  if (request) {
    const token = sessionTokenFromRequest(request)
    return token ? findSessionUser(await getDb(), token) : null
  }
  return currentAdminFromHeaders()
}
