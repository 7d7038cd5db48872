/**
 * Routes the requests that need it (lib/http/page-security.ts routedByProxy): server actions and
 * form posts (a call from another site is answered 403 and one whose body the action does not take
 * 400, lib/http/server-action-request.ts: Next.js would answer both with a 500), pages cached per query variant (rewritten
 * to the variant's route), the two redirects of spec 01 §2, paths that do not decode, and reads
 * while the database is down (503). It sets the security headers and the render's nonce on what it
 * routes. Every other request skips it: the front door (lib/http/front-door.ts) has set the same
 * headers and marked it (FRONT_DOOR_READY_HEADER), which the matcher below leaves out; a request
 * that reached Next.js before the front door was installed still comes here and gets them.
 * Authorisation is NOT decided here: every admin page, route handler and server action checks the
 * session itself. Nor is the session cookie touched: only code that has checked the session may
 * renew it (GET /api/admin/verify) or delete it (verify, logout), so a cookie never outlives its
 * session.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { isDatabaseDown } from '@/db/health'
import { isHttpsRequest } from '@/lib/auth/cookie'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { queryVariantPath } from '@/lib/cache/query-variants'
import { isDecodablePath, pageSecurity, redirectTarget } from '@/lib/http/page-security'
import { actionCallRefusal } from '@/lib/http/server-action-request'

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

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const { renderPolicy, headers } = pageSecurity(pathname, isHttpsRequest(request))

  const requestHeaders = new Headers(request.headers)
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  requestHeaders.set('Content-Security-Policy', renderPolicy)
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`)

  let response: NextResponse
  const redirect = redirectTarget(pathname)
  const unavailable = redirect ? undefined : await unavailableAnswer(request)
  // Next.js has read the body before the proxy runs: reading the copy costs no extra wait.
  const refusal = await actionCallRefusal(request)
  if (refusal) {
    response = NextResponse.json({ message: refusal.message }, { status: refusal.status })
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
  // Static files get their headers from next.config.ts. The header named here is
  // FRONT_DOOR_READY_HEADER (a literal: Next.js reads this object without running the code).
  matcher: [
    {
      source: '/((?!_next/static|_next/image).*)',
      missing: [{ type: 'header', key: 'x-front-door-ready' }],
    },
  ],
}
