/**
 * The session cookie of the admin pages: httpOnly (no script can read the token), SameSite=Lax
 * (not sent on cross-site POSTs), Secure when the site is served over https, path / (the admin
 * pages live under /admin-dashboard, /admin/…, /blog-preview/…). It lives 24 hours; GET
 * /api/admin/verify renews it while the session is valid (the admin frame calls it as the user
 * moves around) and deletes it once the session is not, as does logout.
 */
import { SESSION_COOKIE, SESSION_IDLE_MS } from './tokens'

export function isHttpsRequest(request: { headers: Headers; url: string }): boolean {
  return isHttpsForwarded(request.headers.get('x-forwarded-proto'), request.url)
}

/** The same from the raw header (the front door reads Node's request before Next.js). */
export function isHttpsForwarded(forwardedProto: string | null | undefined, url: string): boolean {
  const first = forwardedProto?.split(',')[0]?.trim()
  if (first) return first === 'https'
  return url.startsWith('https:')
}

export function sessionCookie(token: string, secure: boolean): string {
  return serialize(token, Math.floor(SESSION_IDLE_MS / 1000), secure)
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize('', 0, secure)
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean) {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
