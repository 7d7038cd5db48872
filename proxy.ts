/**
 * Runs before every request: security headers on every response (nonce-based CSP, HSTS behind
 * https, nosniff, framing, referrer and permissions policies) and the nonce and the requested
 * path passed to the render as request headers. Admin paths get a new nonce per request; public
 * paths the content nonce, which their cached HTML carries (lib/cache/content-nonce.ts).
 * Authorisation is NOT decided here: every admin page, route handler and server action checks the
 * session itself. Nor is the session cookie
 * touched: only code that has checked the session may renew it (GET /api/admin/verify) or delete
 * it (verify, logout), so a cookie never outlives its session.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { isDatabaseDown } from '@/db/health'
import { isAdminPath } from '@/lib/admin/navigation'
import { isHttpsRequest } from '@/lib/auth/cookie'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { currentContentNonce } from '@/lib/cache/content-nonce'
import { queryVariantPath } from '@/lib/cache/query-variants'
import { generateNonce, securityHeaders, UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/security-headers'
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

/**
 * Spec 01 §2's two other readings of an address, redirected here rather than in next.config.ts:
 * Next.js answers config redirects before the proxy runs, so they went out without the security
 * headers every other response has.
 */
function redirectTarget(pathname: string): string | undefined {
  if (pathname === '/above-ground' || pathname === '/above-ground/') return '/above-ground-pools'
  const pool = /^\/pool\/([^/]+)\/?$/.exec(pathname)
  return pool ? `/pool-detail/${pool[1]}` : undefined
}

/** Where a page request goes while the database is down (app/service-unavailable). */
const UNAVAILABLE_PAGE = '/service-unavailable'
const UNAVAILABLE_MESSAGE = 'The service is unavailable just now. Please try again in a moment or call us.'
/** Reads that need no database: they keep answering through an outage. */
const WITHOUT_DATABASE = new Set(['/api/health', '/api/form-token'])

/**
 * While the database cannot be reached, a page is answered with the site's "unavailable" page
 * and a JSON read with a message, both 503 (not each render's 500); writes still reach their
 * handlers, which say 503 in their own words (the lead intake's message, for one).
 */
async function unavailableAnswer(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  // Files (the logo, pictures, icons) need no database: the unavailable page shows them.
  const file = /\.[a-z0-9]+$/i.test(pathname)
  if (file || WITHOUT_DATABASE.has(pathname) || pathname.startsWith('/uploads/')) return undefined
  if (!(await isDatabaseDown())) return undefined
  const retry = { 'Retry-After': '30', 'Cache-Control': 'no-store' }
  if (pathname.startsWith('/api/'))
    return NextResponse.json({ message: UNAVAILABLE_MESSAGE }, { status: 503, headers: retry })
  return NextResponse.rewrite(new URL(UNAVAILABLE_PAGE, request.url), { status: 503, headers: retry })
}

/**
 * A server action call (Next-Action header) whose body is not the JSON Next.js encodes arguments
 * in: Next.js's own decoding throws on it (a 500 before any action code runs), so it is answered
 * 400 here. Form posts (multipart, url-encoded) are left to Next.js. Next.js has already read the
 * body for the proxy, so the copy read here costs no extra wait.
 */
async function malformedActionBody(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false
  const type = request.headers.get('content-type') ?? ''
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return false
  try {
    JSON.parse(await request.clone().text())
    return false
  } catch {
    return true
  }
}

export async function proxy(request: NextRequest) {
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

  // Uploaded files keep their own policy (no scripts, sandboxed): a picture is never a page.
  if (pathname.startsWith('/uploads/')) headers['Content-Security-Policy'] = UPLOAD_CONTENT_SECURITY_POLICY

  let response: NextResponse
  const redirect = redirectTarget(pathname)
  const unavailable = redirect ? undefined : await unavailableAnswer(request)
  if (await malformedActionBody(request)) {
    response = NextResponse.json({ message: 'The request body is not valid.' }, { status: 400 })
  } else if (unavailable) {
    response = unavailable
  } else if (redirect) {
    response = NextResponse.redirect(new URL(`${redirect}${search}`, request.url), 308)
  } else if (isDecodablePath(pathname)) {
    // A page that reads a few query parameters is cached per set of their values (the route of
    // that variant). A form's post goes there too: without JavaScript, React hands the action's
    // answer to the form only when the same route renders it (its place in the tree must match).
    const variant = queryVariantPath(pathname, request.nextUrl.searchParams)
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
