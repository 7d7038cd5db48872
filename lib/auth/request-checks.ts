/**
 * Checks that keep another site from using a signed-in (or signing-in) browser: the Origin of a
 * request that changes state must be this site, and the login takes JSON only, which a plain
 * cross-site HTML form cannot send and a cross-site script cannot send without a CORS preflight.
 */
import { siteUrl } from '@/lib/seo/site-url'

/**
 * True when the request names no other site: its Origin (or, lacking it, Referer) is the host
 * the request was sent to (Host or the first X-Forwarded-Host entry) or SITE_URL's origin.
 * No Origin and no Referer is not a browser's cross-site request (browsers send Origin on POST).
 */
export function isAllowedOrigin(headers: Headers): boolean {
  const source = headers.get('origin') ?? headers.get('referer')
  if (!source) return true
  let url: URL
  try {
    url = new URL(source) // 'null' (sandboxed frames, some redirects) does not parse: refused
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const hosts = [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]]
    .map((host) => host?.trim().toLowerCase())
    .filter(Boolean)
  if (hosts.includes(url.host)) return true
  return url.origin === new URL(siteUrl()).origin
}

/** True when the body is declared as JSON (application/json, any parameters such as charset). */
export function isJsonContentType(headers: Headers): boolean {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}
