/**
 * Browser side of first-party page-view recording: one small beacon per navigation, no cookie,
 * no personal data. The server side lives in app/api/analytics/page-view.
 */
export function recordPageView(path: string) {
  if (typeof window === 'undefined' || path.startsWith('/admin')) return
  const url = new URL(window.location.href)
  const body = JSON.stringify({
    path,
    referrer: document.referrer || undefined,
    utmSource: url.searchParams.get('utm_source') ?? undefined,
    utmMedium: url.searchParams.get('utm_medium') ?? undefined,
    utmCampaign: url.searchParams.get('utm_campaign') ?? undefined,
  })
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (navigator.sendBeacon?.('/api/analytics/page-view', blob)) return
    void fetch('/api/analytics/page-view', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
  } catch {
    // Never let analytics break a page.
  }
}
