/**
 * The one place that decides which office a visitor sees. Once the visitor's position is known
 * (shared location or a typed ZIP code) every place names the nearest office, so the banner, the
 * footer's 'Near', the home contact card and the forms agree; until then each place keeps its own
 * fallback of the spec (spec 01 §4, §8; spec 02 §8), so each has its own function here
 * (docs/decisions/one-nearest-office.md).
 */
import { EARTH_RADIUS_KM, EARTH_RADIUS_MILES, haversineDistance, type LatLng } from '@/lib/geo/haversine'
import type { Office } from './types'

export const WEST_PALM_BEACH_ID = 'west-palm-beach'

export function nearestOffice<T extends Pick<Office, 'coordinates'>>(
  offices: readonly T[],
  position: LatLng | null | undefined,
  radius: number = EARTH_RADIUS_MILES,
): T | undefined {
  if (!position) return undefined
  let best: T | undefined
  let bestDistance = Infinity
  for (const office of offices) {
    const distance = haversineDistance(position, office.coordinates, radius)
    if (distance < bestDistance) {
      best = office
      bestDistance = distance
    }
  }
  return best
}

/** Top banner: nearest by location, else the first office (Ocala). */
export function officeForBanner<T extends Office>(
  offices: readonly T[],
  position: LatLng | null | undefined,
) {
  return nearestOffice(offices, position) ?? offices[0]
}

/**
 * Footer and home contact: the nearest once the position is known; before that the spec's West
 * Palm Beach, else the second branch. (The spec puts West Palm Beach before the position, which
 * would name another office than the banner's for every visitor who shared their location.)
 */
export function officeForFooter<T extends Office>(
  offices: readonly T[],
  position: LatLng | null | undefined,
) {
  return (
    nearestOffice(offices, position) ??
    offices.find((o) => o.id === WEST_PALM_BEACH_ID) ??
    offices[1] ??
    offices[0]
  )
}

/** Estimate form: nearest by great-circle distance in km, else the first branch. */
export function officeForEstimateForm<T extends Office>(
  offices: readonly T[],
  position: LatLng | null | undefined,
) {
  return nearestOffice(offices, position, EARTH_RADIUS_KM) ?? offices[0]
}

/** Resurfacing and packages pages: nearest, else West Palm Beach. */
export function officeForContentPages<T extends Office>(
  offices: readonly T[],
  position: LatLng | null | undefined,
) {
  return nearestOffice(offices, position) ?? offices.find((o) => o.id === WEST_PALM_BEACH_ID) ?? offices[0]
}
