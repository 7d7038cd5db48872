'use client'

import { useEffect } from 'react'
import { FINDER_STORAGE_EVENT, markPoolsVisited } from '@/lib/recommendations/storage-keys'

/**
 * Rendered by /pools and the pool detail page: from now on the assistant (mounted in the site
 * layout) appears on every public page of this browser session (spec 01 §2).
 */
export function MarkPoolsVisited() {
  useEffect(() => {
    try {
      markPoolsVisited(window.sessionStorage)
    } catch {
      // Storage unavailable: the assistant just stays hidden.
    }
    window.dispatchEvent(new Event(FINDER_STORAGE_EVENT))
  }, [])
  return null
}
