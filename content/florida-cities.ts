/**
 * Coordinates of the Florida cities the site names: the 19 service-area towns (spec 01 §1) and the
 * other cities of the landing pages (Tampa, Jacksonville). A landing page finds its office by
 * great-circle distance from its city (components/landing/office-for-landing.ts).
 */
import { SERVICE_AREA_TOWNS } from './company'

/** A point as lib/geo/haversine takes it. */
type LatLng = { lat: number; lng: number }

type ServiceAreaTown = (typeof SERVICE_AREA_TOWNS)[number]

const SERVICE_AREA_COORDINATES: Record<ServiceAreaTown, LatLng> = {
  Ocala: { lat: 29.1872, lng: -82.1401 },
  'The Villages': { lat: 28.9342, lng: -81.9598 },
  Gainesville: { lat: 29.6516, lng: -82.3248 },
  Belleview: { lat: 29.0553, lng: -82.0623 },
  Dunnellon: { lat: 29.0491, lng: -82.4609 },
  Leesburg: { lat: 28.8108, lng: -81.8779 },
  Orlando: { lat: 28.5383, lng: -81.3792 },
  Kissimmee: { lat: 28.292, lng: -81.4076 },
  'Winter Park': { lat: 28.6, lng: -81.3392 },
  Sanford: { lat: 28.8003, lng: -81.2731 },
  Clermont: { lat: 28.5494, lng: -81.7729 },
  'West Palm Beach': { lat: 26.7153, lng: -80.0534 },
  'Boca Raton': { lat: 26.3683, lng: -80.1289 },
  Jupiter: { lat: 26.9342, lng: -80.0942 },
  Wellington: { lat: 26.6618, lng: -80.2684 },
  'Palm Beach Gardens': { lat: 26.8234, lng: -80.1387 },
  'Delray Beach': { lat: 26.4615, lng: -80.0728 },
  'Boynton Beach': { lat: 26.5318, lng: -80.0905 },
  'Lake Worth Beach': { lat: 26.6168, lng: -80.0684 },
}

/** Landing-page cities outside the service-area list. */
const OTHER_LANDING_CITIES = {
  Tampa: { lat: 27.9506, lng: -82.4572 },
  Jacksonville: { lat: 30.3322, lng: -81.6557 },
} satisfies Record<string, LatLng>

export const FLORIDA_CITY_COORDINATES: Readonly<Record<string, LatLng>> = {
  ...SERVICE_AREA_COORDINATES,
  ...OTHER_LANDING_CITIES,
}

const BY_NAME = new Map(
  Object.entries(FLORIDA_CITY_COORDINATES).map(([name, point]) => [name.toLowerCase(), point]),
)

/** The coordinates of a city named 'Tampa', ' tampa ' or 'Tampa, FL'; undefined when unknown. */
export function floridaCityCoordinates(city: string | null | undefined): LatLng | undefined {
  const name = city
    ?.trim()
    .replace(/,?\s*(FL|Florida)$/i, '')
    .trim()
    .toLowerCase()
  return name ? BY_NAME.get(name) : undefined
}
