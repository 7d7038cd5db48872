'use client'

/**
 * The GA4 or GTM tag, loaded after the page is interactive (this module is itself loaded on
 * demand by AnalyticsTag) so it never delays rendering. Not loaded on excluded paths; in test mode nothing is loaded and every
 * hit is logged to the console instead. Sends a page view per navigation with its content group
 * ('admin' under /admin: the admin layout renders the loader too), page engagement after 5 s,
 * phone calls and calls to action through one delegated click listener, and warns when the LCP
 * exceeds 2500 ms.
 */
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { contentGroupFor, isExcludedPath } from '@/lib/analytics/paths'
import { ENGAGEMENT_DELAY_MS, handleDocumentClick, sendToTag, type ActiveTag } from '@/lib/analytics/track'
import type { AnalyticsTagSettings } from '@/lib/analytics/tag'

export const LCP_BUDGET_MS = 2_500

function install(settings: AnalyticsTagSettings) {
  if (window.__analyticsTag) return
  const dataLayer = (window.dataLayer ??= [])
  if (settings.kind === 'ga4') {
    if (settings.testMode) {
      window.gtag = (...args: unknown[]) => console.info('[analytics test mode] gtag', ...args)
    } else {
      // gtag.js reads the queue as Arguments objects, exactly as Google's snippet pushes them.
      window.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments)
      }
    }
    window.gtag('js', new Date())
    window.gtag('config', settings.id, {
      send_page_view: false,
      ...(settings.debugMode ? { debug_mode: true } : {}),
    })
  } else if (!settings.testMode) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  }
  const active: ActiveTag = {
    kind: settings.kind,
    testMode: settings.testMode,
    debugMode: settings.debugMode,
    excludedPaths: settings.excludedPaths,
    eventOverrides: settings.eventOverrides,
  }
  window.__analyticsTag = active
  // Capture phase: a link's own handler calling stopPropagation cannot hide the click.
  document.addEventListener('click', handleDocumentClick, true)
  watchLargestContentfulPaint()
}

function watchLargestContentfulPaint() {
  if (typeof PerformanceObserver === 'undefined') return
  try {
    let warned = false
    const observer = new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1)
      if (!warned && last && last.startTime > LCP_BUDGET_MS) {
        warned = true
        console.warn(
          `Largest contentful paint took ${Math.round(last.startTime)} ms (budget ${LCP_BUDGET_MS} ms).`,
        )
      }
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    // Not supported in this browser.
  }
}

const TAG_SCRIPT_ID = 'analytics-tag'

/**
 * Adds the vendor's script once (a plain element: next/script's loader is not needed for one tag).
 * 'strict-dynamic' lets it run; it carries the page's nonce (read from the page's own scripts) so
 * Tag Manager can hand it on to the inline tags it adds.
 */
function addTagScript(src: string) {
  if (document.getElementById(TAG_SCRIPT_ID)) return
  const script = document.createElement('script')
  script.id = TAG_SCRIPT_ID
  script.src = src
  script.async = true
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  document.head.appendChild(script)
}

export function AnalyticsRuntime({ settings }: { settings: AnalyticsTagSettings }) {
  const pathname = usePathname()
  const excluded = isExcludedPath(pathname, settings.excludedPaths)

  useEffect(() => {
    if (!excluded) install(settings)
  }, [excluded, settings])

  useEffect(() => {
    const tag = window.__analyticsTag
    if (excluded || !tag) return
    const content_group = contentGroupFor(pathname)
    sendToTag(tag, 'page_view', undefined, {
      page_path: pathname,
      page_location: window.location.href,
      page_title: document.title,
      content_group,
    })
    const timer = window.setTimeout(
      () =>
        sendToTag(tag, 'page_engagement', undefined, {
          engagement_time_msec: ENGAGEMENT_DELAY_MS,
          content_group,
        }),
      ENGAGEMENT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [pathname, excluded])

  useEffect(() => {
    if (excluded || settings.testMode) return
    const src =
      settings.kind === 'ga4'
        ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.id)}`
        : `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.id)}`
    addTagScript(src)
  }, [excluded, settings])

  return null
}
