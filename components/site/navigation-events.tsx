'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

// The beacon's code loads after hydration (a plain import(), as the analytics tag's): it is not
// needed to show the page. A failed chunk load loses the page view, never the page.
const importRecorders = () => import('@/lib/analytics/after-hydration')

/**
 * Every navigation scrolls to the top and records a page view (spec 01 §2). The first page view is
 * recorded without scrolling: the browser placed that page, and on a slow phone the visitor may
 * already have scrolled before the page hydrated.
 */
export function NavigationEvents() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (!first.current && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    first.current = false
    importRecorders()
      .then((module) => module.recordPageView(pathname))
      .catch(() => undefined)
  }, [pathname])
  return null
}
