/**
 * Runs before every request: security headers on every response (nonce-based CSP, HSTS behind
 * https, nosniff, framing, referrer and permissions policies), the nonce and the requested path
 * passed to the render as request headers, and the admin session cookie renewed on admin
 * requests so that it lives as long as the sliding session on the server. Authorisation is NOT
 * decided here: every admin page, route handler and server action checks the session itself.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { isAdminPath } from '@/lib/admin/navigation'
import { isHttpsRequest, sessionCookie } from '@/lib/auth/cookie'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { SESSION_COOKIE, isWellFormedToken } from '@/lib/auth/tokens'
import { generateNonce, securityHeaders } from '@/lib/security-headers'
import { uploadImageOrigin } from '@/lib/uploads/public-origin'

/** Uploaded pictures in plain-http S3-compatible storage (development) need naming in img-src. */
const UPLOAD_IMAGE_ORIGIN = uploadImageOrigin(process.env.S3_PUBLIC_URL)

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const admin = isAdminPath(pathname) || pathname.startsWith('/api/admin/')
  const https = isHttpsRequest(request)
  const nonce = generateNonce()
  const headers = securityHeaders({
    nonce,
    admin,
    https,
    dev: process.env.NODE_ENV === 'development',
    imageOrigin: UPLOAD_IMAGE_ORIGIN,
  })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '')
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)

  const token = request.cookies.get(SESSION_COOKIE)?.value
  // Login and logout set the cookie themselves.
  const setsOwnCookie = pathname === '/api/admin/login' || pathname === '/api/admin/logout'
  if (admin && isWellFormedToken(token) && !setsOwnCookie) {
    response.headers.append('Set-Cookie', sessionCookie(token, https))
  }
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
