'use client'

/**
 * The visitor's position for picking the nearest office. Asking for location on page load would
 * pop a permission prompt nobody asked for (and costs Lighthouse best-practice points), so the
 * position is read at once only when the visitor has already granted it; otherwise it is read
 * when they press a "find my nearest office" control (request()). Timeout 10 s, cached 5 minutes
 * (spec 01 §9). Denied or unavailable leaves the position null, and each place applies its own
 * fallback (lib/offices/nearest.ts).
 *
 * One position for the whole page: the banner, the call buttons of a content page (its hero and
 * its closing call to action) and the forms all show the answer of one request, wherever it was
 * pressed, so two places never name different "nearest" offices.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { LatLng } from './haversine'

export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000 }

export type PositionState = 'idle' | 'detecting' | 'resolved' | 'denied' | 'unavailable'

type Snapshot = { position: LatLng | null; state: PositionState }

const IDLE: Snapshot = { position: null, state: 'idle' }
let snapshot = IDLE
let checkedPermission = false
const listeners = new Set<() => void>()

function set(next: Snapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Only ever called in the browser (a press, or the effect below). */
function request() {
  if (!('geolocation' in navigator)) {
    set({ position: null, state: 'unavailable' })
    return
  }
  set({ position: snapshot.position, state: 'detecting' })
  navigator.geolocation.getCurrentPosition(
    (p) => set({ position: { lat: p.coords.latitude, lng: p.coords.longitude }, state: 'resolved' }),
    (error) =>
      set({ position: null, state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
    GEOLOCATION_OPTIONS,
  )
}

export function useVisitorPosition() {
  const { position, state } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => IDLE,
  )

  useEffect(() => {
    // Once per page load, whichever component asks first.
    if (checkedPermission || !navigator.permissions?.query) return
    checkedPermission = true
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state === 'granted' && snapshot.state === 'idle') request()
      })
      .catch(() => undefined)
  }, [])

  return { position, state, request }
}
