/**
 * The visit behind a lead: UTM parameters, the referrer and the first page of the visit. The
 * first page a visitor opens in a tab session records them (sessionStorage), and every form sends
 * them with its lead. Pure builders here; the browser wrappers only read window and storage.
 */
import type { VisitAttribution } from '@/db/schema'

export const ATTRIBUTION_STORAGE_KEY = 'visitAttribution'
export const ATTRIBUTION_FIELD_MAX = 500

const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const

/** Builds the attribution of a visit from its first URL and the referrer (external ones only). */
export function buildAttribution(url: URL, referrer: string | undefined): VisitAttribution {
  const attribution: VisitAttribution = {}
  for (const [param, key] of UTM_FIELDS) {
    const value = url.searchParams.get(param)?.trim()
    if (value) attribution[key] = value.slice(0, ATTRIBUTION_FIELD_MAX)
  }
  if (referrer) {
    try {
      if (new URL(referrer).origin !== url.origin)
        attribution.referrer = referrer.slice(0, ATTRIBUTION_FIELD_MAX)
    } catch {
      // Not a URL: browsers only send URLs here, so ignore anything else.
    }
  }
  attribution.landingPage = `${url.pathname}${url.search}`.slice(0, ATTRIBUTION_FIELD_MAX)
  return attribution
}

/** Records the visit's attribution once per tab session; call on every navigation. */
export function rememberVisitAttribution(): VisitAttribution | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    const stored = window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)
    if (stored) return JSON.parse(stored) as VisitAttribution
    const attribution = buildAttribution(new URL(window.location.href), document.referrer || undefined)
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution))
    return attribution
  } catch {
    // Storage blocked (private mode, sandbox): fall back to this page.
    return buildAttribution(new URL(window.location.href), document.referrer || undefined)
  }
}
