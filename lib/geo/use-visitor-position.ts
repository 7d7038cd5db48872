'use client'

/**
 * The visitor's position for picking the nearest office. Asking for location on page load would
 * pop a permission prompt nobody asked for (and costs Lighthouse best-practice points), so the
 * position is read at once only when the visitor has already granted it; otherwise it is read
 * when they press a "find my nearest office" control (request()). Timeout 10 s, cached 5 minutes
 * (spec 01 §9). Denied or unavailable leaves the position null, and each place applies its own
 * fallback (lib/offices/nearest.ts); the banner then asks for a ZIP code instead, whose place
 * (GET /api/places/zip/{zip}) serves as the position and is remembered in this browser.
 *
 * One position for the whole page: the banner, the footer, the home contact card, the call
 * buttons of a content page and the forms all show the answer of one request, wherever it was
 * pressed, so two places never name different "nearest" offices
 * (docs/decisions/one-nearest-office.md).
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { LatLng } from './haversine'

export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60_000 }

export type PositionState = 'idle' | 'detecting' | 'resolved' | 'denied' | 'unavailable'

/** A ZIP code the visitor typed, and where it is. */
export type ZipPlace = LatLng & { zip: string; city: string }

type Snapshot = { position: LatLng | null; state: PositionState; zip: ZipPlace | null }

const IDLE: Snapshot = { position: null, state: 'idle', zip: null }
/** Where a typed ZIP code is kept between pages and visits (this browser only). */
export const ZIP_STORAGE_KEY = 'nearestOfficeZip'

let snapshot = IDLE
let started = false
const listeners = new Set<() => void>()

function set(next: Snapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readStoredZip(): ZipPlace | null {
  try {
    const raw = localStorage.getItem(ZIP_STORAGE_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<ZipPlace>
    return typeof value.zip === 'string' &&
      typeof value.city === 'string' &&
      typeof value.lat === 'number' &&
      typeof value.lng === 'number'
      ? { zip: value.zip, city: value.city, lat: value.lat, lng: value.lng }
      : null
  } catch {
    return null
  }
}

/** Only ever called in the browser (a press, or the effect below). */
function request() {
  if (!('geolocation' in navigator)) {
    set({ position: null, state: 'unavailable', zip: null })
    return
  }
  set({ ...snapshot, state: 'detecting' })
  navigator.geolocation.getCurrentPosition(
    (p) =>
      set({ position: { lat: p.coords.latitude, lng: p.coords.longitude }, state: 'resolved', zip: null }),
    (error) =>
      set({
        position: null,
        state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        zip: null,
      }),
    GEOLOCATION_OPTIONS,
  )
}

/** The visitor typed a ZIP code that was found: it stands for their position, here and later. */
function chooseZip(place: ZipPlace) {
  try {
    localStorage.setItem(ZIP_STORAGE_KEY, JSON.stringify(place))
  } catch {
    // Storage refused (private mode): the ZIP code still serves this page.
  }
  set({ position: { lat: place.lat, lng: place.lng }, state: 'resolved', zip: place })
}

/** Forget a typed ZIP code (the visitor wants to enter another one). */
function forgetZip() {
  try {
    localStorage.removeItem(ZIP_STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
  set({ position: null, state: 'denied', zip: null })
}

export function useVisitorPosition() {
  const { position, state, zip } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => IDLE,
  )

  useEffect(() => {
    // Once per page load, whichever component asks first: a ZIP code typed before, else the
    // position when location is already granted.
    if (started) return
    started = true
    const stored = readStoredZip()
    if (stored) {
      set({ position: { lat: stored.lat, lng: stored.lng }, state: 'resolved', zip: stored })
      return
    }
    if (!navigator.permissions?.query) return
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state === 'granted' && snapshot.state === 'idle') request()
      })
      .catch(() => undefined)
  }, [])

  return { position, state, zip, request, chooseZip, forgetZip }
}
