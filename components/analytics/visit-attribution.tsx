'use client'

import { useEffect } from 'react'

/**
 * Records the visit's attribution (UTM tags, outside referrer, landing page) on the first page of
 * the visit, whichever page that is, so a form opened later credits the campaign that brought the
 * visitor. Renders nothing and sends nothing: it only writes sessionStorage once per tab session.
 * Its code loads after hydration; a form sent before that records the attribution itself.
 */
export function VisitAttribution() {
  useEffect(() => {
    import('@/lib/analytics/after-hydration')
      .then((module) => module.rememberVisitAttribution())
      .catch(() => undefined)
  }, [])
  return null
}
