'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** At most one renewal a minute: the server slides the session no more often either. */
const RENEW_INTERVAL_MS = 60_000

/**
 * Keeps the session cookie in step with the session while a signed-in user moves around the
 * admin area: GET /api/admin/verify renews the cookie for 24 hours when the session is valid and
 * deletes it when it is not, in which case the page re-renders to show the login screen.
 */
export function SessionKeeper() {
  const pathname = usePathname()
  const router = useRouter()
  const lastRenewal = useRef(0)

  useEffect(() => {
    const now = Date.now()
    if (now - lastRenewal.current < RENEW_INTERVAL_MS) return
    lastRenewal.current = now
    void fetch('/api/admin/verify', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => {
        if (response.status === 401) router.refresh()
      })
      .catch(() => {
        // Offline for a moment: the next navigation tries again; the server decides access anyway.
        lastRenewal.current = 0
      })
  }, [pathname, router])

  return null
}
