import 'server-only'
/**
 * The server's front door: checks made on the raw Node.js request, before Next.js sees it, for
 * what Next.js cannot answer well itself (measured under `next start` 16.4):
 *
 * - TRACE (and any method the app does not use) made Next.js throw while building its Request
 *   object: a 500 with a stack in the log. Answered 405 here.
 * - Next.js reads a POST body in full before the proxy runs, so a request announcing a huge
 *   Content-Length and sending 2 bytes got no answer at all. A body larger than the path can ever
 *   accept is refused from its Content-Length at once (413), unread.
 * - A body that trickles in is given BODY_TIMEOUT_MS (uploads: UPLOAD_TIMEOUT_MS), then 408.
 * - Headers that trickle in are given HEADERS_TIMEOUT_MS, then Node answers 408 and closes: its
 *   defaults (60 s, checked every 30 s) held such a connection for up to 90 s, and `next start`
 *   has no setting for them (limitHeaderTime).
 * - The socket's peer address is stamped on the request (PEER_ADDRESS_HEADER): Next.js keeps a
 *   client's own X-Forwarded-For, so without it nothing downstream can know the real address.
 * - A request proxy.ts need not route (most reads) gets its security headers and the policy its
 *   page renders under here, and is marked so the proxy's matcher skips it: Next.js's proxy
 *   round trip cost about 40 % of serving a cached page (lib/http/page-security.ts). While the
 *   database is down, a read of a page the cache holds is one of them (the proxy would answer
 *   503): visitors keep getting cached pages through an outage.
 *
 * Installed once per process from instrumentation.ts, by wrapping http.Server's 'request' event.
 * Route handlers still check their own, smaller limits (lib/http/json-body: 64 KB of JSON).
 */
import http from 'node:http'
import { databaseMarkedDown } from '@/db/health'
import { isHttpsForwarded } from '@/lib/auth/cookie'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { pageStore } from '@/lib/cache/page-cache-handler'
import { queryVariantPath } from '@/lib/cache/query-variants'
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/rules'
import { FRONT_DOOR_READY_HEADER, pageSecurity, routedByProxy } from './page-security'
import { PEER_ADDRESS_HEADER } from './peer-address'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** The largest JSON body any /api route takes (the lead intake's 64 KB). */
export const MAX_API_BODY_BYTES = 64 * 1024
/** Server actions and anything else posted to a page: Next.js's own server action limit (1 MB). */
export const MAX_PAGE_BODY_BYTES = 1024 * 1024
/** An image upload: the file's limit plus room for the multipart envelope. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024
export const BODY_TIMEOUT_MS = 10_000
export const UPLOAD_TIMEOUT_MS = 120_000
/** A request's headers must have arrived this long after its first byte. */
export const HEADERS_TIMEOUT_MS = 20_000
/** How often Node looks for connections past their time (its default: every 30 s). */
export const TIMEOUT_CHECK_MS = 1_000

const UPLOAD_PATH = '/api/admin/uploads'

export function bodyLimitFor(pathname: string): number {
  if (pathname === UPLOAD_PATH) return MAX_UPLOAD_BODY_BYTES
  if (pathname.startsWith('/api/')) return MAX_API_BODY_BYTES
  return MAX_PAGE_BODY_BYTES
}

export type Refusal = { status: 405 | 408 | 413; message: string; headers?: Record<string, string> }

/** What the front door answers instead of Next.js, or undefined to let the request through. */
export function refusalFor(
  method: string,
  pathname: string,
  contentLength: string | undefined,
): Refusal | undefined {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return {
      status: 405,
      message: 'This method is not allowed.',
      headers: { Allow: ALLOWED_METHODS.join(', ') },
    }
  }
  const declared = contentLength === undefined ? 0 : Number(contentLength)
  const limit = bodyLimitFor(pathname)
  if (Number.isFinite(declared) && declared > limit) {
    return { status: 413, message: `The request body must be at most ${Math.floor(limit / 1024)} KB.` }
  }
  return undefined
}

const TIMEOUT: Refusal = { status: 408, message: 'The request body took too long to arrive.' }

/** Plain answers with the headers every response here carries (proxy.ts sets them for the rest). */
function refuse(request: http.IncomingMessage, response: http.ServerResponse, refusal: Refusal) {
  const api = (request.url ?? '').startsWith('/api/')
  const body = api ? JSON.stringify({ message: refusal.message }) : `${refusal.message}\n`
  response.writeHead(refusal.status, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The body was not read: the connection cannot carry another request.
    Connection: 'close',
    ...refusal.headers,
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

function pathnameOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/'
  return path.startsWith('/') ? path : `/${path}`
}

/** Runs before Next.js's own 'request' listener; true when the request was answered here. */
export function guardRequest(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  delete request.headers[PEER_ADDRESS_HEADER]
  const peer = request.socket.remoteAddress
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer

  const pathname = pathnameOf(request.url)
  const refusal = refusalFor(request.method ?? 'GET', pathname, request.headers['content-length'])
  if (refusal) {
    refuse(request, response, refusal)
    return true
  }
  const hasBody =
    request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
  if (hasBody && !request.complete) {
    const timer = setTimeout(
      () => {
        if (request.complete) return
        if (response.headersSent) request.socket.destroy()
        else refuse(request, response, TIMEOUT)
      },
      pathname === UPLOAD_PATH ? UPLOAD_TIMEOUT_MS : BODY_TIMEOUT_MS,
    )
    timer.unref()
    const clear = () => clearTimeout(timer)
    request.once('end', clear)
    request.once('close', clear)
    response.once('finish', clear)
  }
  return false
}

/** Files whose headers next.config.ts sets (the proxy's matcher leaves them out too). */
const STATIC_FILES = /^\/_next\/(static|image)(\/|$)/

/**
 * The security headers of a request proxy.ts need not route, and the policy its page renders
 * under, set on Node's request and response before Next.js sees them; the request is then marked
 * so the proxy skips it. Requests the proxy routes are left to it, unmarked.
 */
export function prepareForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  delete request.headers[FRONT_DOOR_READY_HEADER]
  const url = request.url ?? '/'
  const query = url.indexOf('?')
  const pathname = pathnameOf(url)
  if (STATIC_FILES.test(pathname)) return
  const search = query === -1 ? '' : url.slice(query)
  // A page cached per query variant is read from its variant's route (below).
  const variant = queryVariantPath(pathname, new URLSearchParams(search))
  // During a database outage a page the cache holds is still served from it; the rest goes to
  // the proxy, which answers 503 with the phones.
  const databaseDown = databaseMarkedDown() && !pageStore.hasCurrentEntryFor(variant ?? pathname)
  if (routedByProxy(request.method ?? 'GET', pathname, databaseDown)) return
  const https = isHttpsForwarded(firstHeader(request.headers['x-forwarded-proto']), url)
  const { renderPolicy, headers } = pageSecurity(pathname, https)
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  request.headers['content-security-policy'] = renderPolicy
  request.headers[REQUEST_PATH_HEADER] = `${pathname}${search}`
  request.headers[FRONT_DOOR_READY_HEADER] = '1'
  // A page cached per query variant is read from its variant's route, as the proxy's rewrite did
  // (the address the visitor sees does not change). Like Next.js after a proxy rewrite, an RSC
  // request (a client navigation) is told the path it was rendered from, from which the router
  // reads the route's parameters.
  if (variant) {
    request.url = `${variant}${search}`
    if (request.headers.rsc === '1') response.setHeader(REWRITTEN_PATH_HEADER, variant)
  }
}

/** Next.js's header for the path a rewritten RSC request was rendered from (next/dist … app-router-headers). */
const REWRITTEN_PATH_HEADER = 'x-nextjs-rewritten-path'

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

type TimedServer = http.Server & { connectionsCheckingInterval?: number }
const limited = new WeakSet<http.Server>()

/**
 * Gives request headers `headersTimeoutMs` to arrive, checked every `checkEveryMs`. Node reads
 * headersTimeout when it checks, but sets its checking interval when the server starts listening
 * (setupConnectionsTracking, the 'listening' listener of every http.Server): it is run again
 * with the new interval. `next start` created and started its server before the front door is
 * installed, so this is applied at the server's first connection. Should Node rename that
 * listener, the timeout still holds, checked on Node's own interval.
 */
export function limitHeaderTime(
  server: http.Server,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  checkEveryMs = TIMEOUT_CHECK_MS,
) {
  if (limited.has(server)) return
  limited.add(server)
  const timed = server as TimedServer
  timed.headersTimeout = headersTimeoutMs
  // Node requires a request's whole time to be at least its headers' time.
  if (timed.requestTimeout > 0 && timed.requestTimeout < headersTimeoutMs)
    timed.requestTimeout = headersTimeoutMs
  timed.connectionsCheckingInterval = checkEveryMs
  const tracking = server
    .listeners('listening')
    .find((listener) => listener.name === 'setupConnectionsTracking')
  if (tracking && server.listening) (tracking as (this: http.Server) => void).call(server)
}

const holder = globalThis as typeof globalThis & { __poolsFrontDoor?: boolean }

export function installFrontDoor() {
  if (holder.__poolsFrontDoor) return
  holder.__poolsFrontDoor = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitThroughFrontDoor(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'connection') limitHeaderTime(this)
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (guardRequest(request, response)) return true
      prepareForNext(request, response)
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    )
  } as typeof emit
}
