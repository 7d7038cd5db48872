/**
 * The visit behind a lead: UTM parameters, the referrer and the first page of the visit. The
 * first page a visitor opens in a tab session records them (sessionStorage, from the site layout),
 * and every form sends them with its lead. Pure builders here; the browser wrappers only read
 * window and storage.
 *
 * Attribution never makes a lead fail: the browser and the server both pass it through
 * clampAttribution, which cuts each value to its stored size (ATTRIBUTION_LIMITS, the sizes of the
 * page_views columns) and drops anything that is not text.
 */
import type { VisitAttribution } from '@/db/schema'
import { cleanText, cutText } from './json-safe'

export const ATTRIBUTION_STORAGE_KEY = 'visitAttribution'

/** The stored size of each attribution value (page_views: utm_* varchar(255), referrer varchar(500)). */
export const ATTRIBUTION_LIMITS = {
  utmSource: 255,
  utmMedium: 255,
  utmCampaign: 255,
  utmTerm: 255,
  utmContent: 255,
  referrer: 500,
  landingPage: 500,
} as const satisfies Record<keyof VisitAttribution, number>

type AttributionKey = keyof typeof ATTRIBUTION_LIMITS

const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_LIMITS) as AttributionKey[]

const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const

/** One attribution value as stored: cleaned and cut to its size, or undefined when blank. */
export function attributionValue(key: AttributionKey, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = cutText(cleanText(value), ATTRIBUTION_LIMITS[key]).trim()
  return text || undefined
}

/**
 * Whatever a client sent as attribution, as it is stored: known keys only, text only, each cut to
 * its size; null when nothing usable is left. Never throws and never refuses.
 */
export function clampAttribution(input: unknown): VisitAttribution | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null
  const source = input as Record<string, unknown>
  const out: VisitAttribution = {}
  for (const key of ATTRIBUTION_KEYS) {
    const value = attributionValue(key, source[key])
    if (value) out[key] = value
  }
  return Object.keys(out).length ? out : null
}

/** Builds the attribution of a visit from its first URL and the referrer (external ones only). */
export function buildAttribution(url: URL, referrer: string | undefined): VisitAttribution {
  const raw: Record<string, string | undefined> = {}
  for (const [param, key] of UTM_FIELDS) raw[key] = url.searchParams.get(param) ?? undefined
  if (referrer) {
    try {
      if (new URL(referrer).origin !== url.origin) raw.referrer = referrer
    } catch {
      // Not a URL: browsers only send URLs here, so ignore anything else.
    }
  }
  raw.landingPage = `${url.pathname}${url.search}`
  return clampAttribution(raw) ?? {}
}

/** Records the visit's attribution once per tab session; the first page of the visit wins. */
export function rememberVisitAttribution(): VisitAttribution | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    const stored = window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)
    if (stored) return clampAttribution(JSON.parse(stored)) ?? undefined
    const attribution = buildAttribution(new URL(window.location.href), document.referrer || undefined)
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution))
    return attribution
  } catch {
    // Storage blocked (private mode, sandbox) or unreadable: fall back to this page.
    return buildAttribution(new URL(window.location.href), document.referrer || undefined)
  }
}
