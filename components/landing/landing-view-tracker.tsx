'use client'

import { useEffect } from 'react'

/** sessionStorage key marking a landing page as counted in this visit. */
export const viewedKey = (slug: string) => `landingViewed:${slug}`

/**
 * Counts a view of the landing page once per visit (browser session): the flag is set before the
 * call so a second render or a reload does not count again. Failures are ignored with a warning.
 */
export function LandingViewTracker({ slug }: { slug: string }) {
  useEffect(() => {
    let storage: Storage | undefined
    try {
      storage = window.sessionStorage
      if (storage.getItem(viewedKey(slug))) return
      storage.setItem(viewedKey(slug), '1')
    } catch {
      // Storage blocked: count this view without a flag.
    }
    fetch(`/api/landing-pages/${encodeURIComponent(slug)}/track-view`, { method: 'POST', keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn(`Landing page view not counted: ${response.status}`)
      })
      .catch((error: unknown) => {
        console.warn('Landing page view not counted:', error)
        try {
          storage?.removeItem(viewedKey(slug))
        } catch {
          // Nothing more to do.
        }
      })
  }, [slug])
  return null
}
