'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { recordPageView } from '@/lib/analytics/track'

/** Every navigation scrolls to the top and records a page view (spec 01 §2). */
export function NavigationEvents() {
  const pathname = usePathname()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    recordPageView(pathname)
  }, [pathname])
  return null
}
