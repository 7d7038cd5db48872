/**
 * The security headers of an answer and the Content Security Policy its page is rendered under,
 * decided in one place for the two places that apply them (docs/decisions/headers-before-the-proxy.md):
 *
 * - the front door (lib/http/front-door.ts) for the requests Next.js's proxy need not see: most
 *   GET and HEAD requests, pages and API reads alike, which then skip the proxy's round trip
 *   (measured: a cached page serves about 1.6 times as many requests without it);
 * - proxy.ts for the requests it routes (ROUTED_BY_PROXY below).
 *
 * Admin paths (and /api/admin) get a new nonce per request; public paths the content nonce
 * (lib/cache/content-nonce.ts), which their cached HTML carries. Uploaded files keep their own
 * policy (no scripts, sandboxed): a picture is never a page.
 */
import { isAdminPath } from '@/lib/admin/navigation'
import { currentContentNonce } from '@/lib/cache/content-nonce'
import { generateNonce, securityHeaders, UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/security-headers'
import { uploadImageOrigin } from '@/lib/uploads/public-origin'

/** Uploaded pictures in plain-http S3-compatible storage (development) need naming in img-src. */
const UPLOAD_IMAGE_ORIGIN = uploadImageOrigin(process.env.S3_PUBLIC_URL)

export type PageSecurity = {
  /** The policy the page is rendered under: Next.js reads its nonce from the request's CSP header. */
  renderPolicy: string
  /** The security headers of the answer. */
  headers: Record<string, string>
}

/**
 * The homeowner's private pages (/my-pool/…, issue 35): rendered per request like staff pages
 * (a nonce of their own, never cached, not indexed, not framed), and no Referer leaves them, since
 * their address holds the homeowner's key.
 */
export function isHomeownerPath(pathname: string): boolean {
  return pathname === '/my-pool' || pathname.startsWith('/my-pool/')
}

export function pageSecurity(pathname: string, https: boolean): PageSecurity {
  const homeowner = isHomeownerPath(pathname)
  const admin = isAdminPath(pathname) || pathname.startsWith('/api/admin/') || homeowner
  const headers = securityHeaders({
    nonce: admin ? generateNonce() : currentContentNonce(),
    admin,
    https,
    dev: process.env.NODE_ENV === 'development',
    imageOrigin: UPLOAD_IMAGE_ORIGIN,
  })
  const renderPolicy = headers['Content-Security-Policy'] ?? ''
  if (pathname.startsWith('/uploads/')) headers['Content-Security-Policy'] = UPLOAD_CONTENT_SECURITY_POLICY
  if (homeowner) {
    headers['Cache-Control'] = 'private, no-store'
    headers['Referrer-Policy'] = 'no-referrer'
  }
  return { renderPolicy, headers }
}

/**
 * Whether every percent escape of the path decodes (`/pools/%ZZ` and `/%E0%A4%A` do not). Next.js
 * answers such a path with a bare 500 when a dynamic segment has to be decoded (vercel/next.js
 * #92527), so the proxy answers it first.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Spec 01 §2's two other readings of an address, redirected by the proxy rather than in
 * next.config.ts: Next.js answers config redirects before the proxy runs, so they went out
 * without the security headers every other response has.
 */
export function redirectTarget(pathname: string): string | undefined {
  if (pathname === '/above-ground' || pathname === '/above-ground/') return '/above-ground-pools'
  const pool = /^\/pool\/([^/]+)\/?$/.exec(pathname)
  return pool ? `/pool-detail/${pool[1]}` : undefined
}

/**
 * The requests proxy.ts must see: anything but a read (server actions and form posts, whose
 * bodies it checks and which must reach a query-variant page's own route), the two redirects, a
 * path that does not decode, and every read while the database is known to be down (answered
 * 503). The rest only need the headers, and a read of a page cached per query variant its
 * rewrite, which the front door does.
 */
export function routedByProxy(method: string, pathname: string, databaseDown: boolean): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true
  if (databaseDown) return true
  if (!isDecodablePath(pathname)) return true
  return redirectTarget(pathname) !== undefined
}

/**
 * Set by the front door on a request whose headers it has set and that proxy.ts need not route:
 * the proxy's matcher skips requests that carry it (its `missing` condition names it literally).
 * The front door removes any copy a client sends, so only it can set the header.
 */
export const FRONT_DOOR_READY_HEADER = 'x-front-door-ready'
