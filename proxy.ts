/**
 * Runs before every request: security headers on every response (nonce-based CSP, HSTS behind
 * https, nosniff, framing, referrer and permissions policies) and the nonce and the requested
 * path passed to the render as request headers. Admin paths get a new nonce per request; public
 * paths the content nonce, which their cached HTML carries (lib/cache/content-nonce.ts). Authorisation is NOT decided here: every admin
 * page, route handler and server action checks the session itself. Nor is the session cookie
 * touched: only code that has checked the session may renew it (GET /api/admin/verify) or delete
 * it (verify, logout), so a cookie never outlives its session.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { isAdminPath } from '@/lib/admin/navigation'
import { isHttpsRequest } from '@/lib/auth/cookie'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { currentContentNonce } from '@/lib/cache/content-nonce'
import { queryVariantPath } from '@/lib/cache/query-variants'
import { generateNonce, securityHeaders } from '@/lib/security-headers'
import { uploadImageOrigin } from '@/lib/uploads/public-origin'

/** Uploaded pictures in plain-http S3-compatible storage (development) need naming in img-src. */
const UPLOAD_IMAGE_ORIGIN = uploadImageOrigin(process.env.S3_PUBLIC_URL)

/**
 * Whether every percent escape of the path decodes (`/pools/%ZZ` and `/%E0%A4%A` do not). Next.js
 * answers such a path with a bare 500 when a dynamic segment has to be decoded (vercel/next.js
 * #92527), so the proxy answers it first. A rewrite does not help: Next.js still decodes the
 * original address's params (measured: 500 when `next start` listens on every interface, as
 * `npm start` does; only a server started with `-H` took the rewrite). So a page address is
 * redirected to itself with every `%` escaped (`/pools/%25ZZ`), an address that decodes to the
 * text the visitor typed and names nothing here: the route answers it with the site's 404.
 */
function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const admin = isAdminPath(pathname) || pathname.startsWith('/api/admin/')
  const https = isHttpsRequest(request)
  const nonce = admin ? generateNonce() : currentContentNonce()
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

  let response: NextResponse
  if (isDecodablePath(pathname)) {
    // A page that reads a few query parameters is cached per set of their values (the route of
    // that variant); a server action's POST stays on the page itself.
    const variant =
      request.method === 'GET' || request.method === 'HEAD'
        ? queryVariantPath(pathname, request.nextUrl.searchParams)
        : null
    response = variant
      ? NextResponse.rewrite(new URL(`${variant}${search}`, request.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } })
  } else if (pathname.startsWith('/api/')) {
    response = NextResponse.json({ message: 'Not found' }, { status: 404 })
  } else {
    const target = new URL(`${pathname.replaceAll('%', '%25')}${search}`, request.url)
    response = NextResponse.redirect(target, 308)
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
