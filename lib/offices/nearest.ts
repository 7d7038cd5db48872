/**
 * The one place that decides which office a visitor sees. Each place on the site has its own
 * fallback in the spec (spec 01 §4, §8; spec 02 §8), so each has its own function here.
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

/** Footer and home contact: West Palm Beach if present, else nearest, else the second branch. */
export function officeForFooter<T extends Office>(
  offices: readonly T[],
  position: LatLng | null | undefined,
) {
  return (
    offices.find((o) => o.id === WEST_PALM_BEACH_ID) ??
    nearestOffice(offices, position) ??
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
