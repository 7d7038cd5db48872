/**
 * The first-party page view beacon: one small request per navigation, no cookie, no personal
 * data. The server side lives in app/api/analytics/page-view. Kept apart from lib/analytics/track
 * because every public page loads it.
 */
import { attributionValue } from '@/lib/leads/attribution'

/**
 * document.referrer stays the outside page for the whole life of the document, also after client
 * navigations: it belongs to the first view only, or every later in-site view would repeat it.
 */
let documentViewRecorded = false

export function recordPageView(path: string) {
  if (typeof window === 'undefined' || path.startsWith('/admin')) return
  const url = new URL(window.location.href)
  const first = !documentViewRecorded
  documentViewRecorded = true
  const body = JSON.stringify({
    path,
    referrer: (first && document.referrer) || undefined,
    utmSource: attributionValue('utmSource', url.searchParams.get('utm_source')),
    utmMedium: attributionValue('utmMedium', url.searchParams.get('utm_medium')),
    utmCampaign: attributionValue('utmCampaign', url.searchParams.get('utm_campaign')),
  })
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (navigator.sendBeacon?.('/api/analytics/page-view', blob)) return
    void fetch('/api/analytics/page-view', {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined)
  } catch {
    // Never let analytics break a page.
  }
}
