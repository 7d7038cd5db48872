/**
 * The security headers of every response (applied in proxy.ts): a nonce-based Content Security
 * Policy, HSTS behind https, nosniff, framing rules, Referrer-Policy and Permissions-Policy.
 * Pure functions, so the policy is unit-tested without a server.
 */

/** Third parties the pages may use: Google Analytics / Tag Manager and YouTube's no-cookie player. */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com']
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]
const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.googletagmanager.com']

export type PolicyInput = {
  nonce: string
  admin: boolean
  https: boolean
  dev: boolean
  /** Plain-http origin of uploaded pictures (a development MinIO); https: ones are allowed already. */
  imageOrigin?: string | null
}

export function contentSecurityPolicy({ nonce, admin, https, dev, imageOrigin }: PolicyInput): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': scripts our nonce-bearing scripts load are trusted; the hosts are the
    // fallback for browsers without CSP level 3.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${ANALYTICS_SCRIPT_HOSTS.join(' ')}${dev ? " 'unsafe-eval'" : ''}`,
    // Style attributes (next/image, Radix positioning, toasts) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${ANALYTICS_CONNECT_HOSTS.join(' ')}`,
    `frame-src ${FRAME_HOSTS.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The policy of uploaded files (/uploads/…): nothing loads, nothing runs, no same-origin rights. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

export function securityHeaders(input: PolicyInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': input.admin ? 'DENY' : 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  }
  if (input.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  if (input.admin) {
    headers['Cache-Control'] = 'no-store'
    headers['X-Robots-Tag'] = 'noindex, nofollow'
  }
  return headers
}

export function generateNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
