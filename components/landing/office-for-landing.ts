/**
 * The office a landing page shows: the nearest to the page's city by great-circle distance (the
 * shared haversine module, through lib/offices/nearest). A city missing from the coordinates
 * table falls back to the office that lists it as its city or a service area; then the primary.
 */
import { floridaCityCoordinates } from '@/content/florida-cities'
import { nearestOffice } from '@/lib/offices/nearest'
import type { Office } from '@/lib/offices/types'

export function officeForLanding<T extends Office>(
  offices: readonly T[],
  city: string | null,
): T | undefined {
  const nearest = nearestOffice(offices, floridaCityCoordinates(city))
  if (nearest) return nearest
  const wanted = city?.trim().toLowerCase()
  const named = wanted
    ? offices.find(
        (o) => o.city.toLowerCase() === wanted || o.serviceAreas.some((a) => a.toLowerCase() === wanted),
      )
    : undefined
  return named ?? offices.find((o) => o.isPrimary) ?? offices[0]
}
