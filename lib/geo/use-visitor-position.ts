'use client'

/**
 * The visitor's position for picking the nearest office. Asking for location on page load would
 * pop a permission prompt nobody asked for (and costs Lighthouse best-practice points), so the
 * position is read at once only when the visitor has already granted it; otherwise it is read
 * when they press a "find my nearest office" control (request()). Timeout 10 s, cached 5 minutes
 * (spec 01 §9). Denied or unavailable leaves the position null, and each place applies its own
 * fallback (lib/offices/nearest.ts).
 */
import { useCallback, useEffect, useState } from 'react'
import type { LatLng } from './haversine'

export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000 }

export type PositionState = 'idle' | 'detecting' | 'resolved' | 'denied' | 'unavailable'

export function useVisitorPosition() {
  const [position, setPosition] = useState<LatLng | null>(null)
  const [state, setState] = useState<PositionState>('idle')

  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState('unavailable')
      return
    }
    setState('detecting')
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude })
        setState('resolved')
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      GEOLOCATION_OPTIONS,
    )
  }, [])

  useEffect(() => {
    let cancelled = false
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') request()
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [request])

  return { position, state, request }
}
