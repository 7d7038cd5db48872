'use client'

import { useEffect } from 'react'
import { rememberVisitAttribution } from '@/lib/leads/attribution'

/**
 * Records the visit's attribution (UTM tags, outside referrer, landing page) on the first page of
 * the visit, whichever page that is, so a form opened later credits the campaign that brought the
 * visitor. Renders nothing and sends nothing: it only writes sessionStorage once per tab session.
 */
export function VisitAttribution() {
  useEffect(() => {
    rememberVisitAttribution()
  }, [])
  return null
}
