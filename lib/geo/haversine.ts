/** Great-circle distance (spec 01 §9): miles on the banner and content pages, km on the estimate form. */
export const EARTH_RADIUS_MILES = 3959
export const EARTH_RADIUS_KM = 6371

export type LatLng = { lat: number; lng: number }

export function haversineDistance(a: LatLng, b: LatLng, radius: number = EARTH_RADIUS_MILES): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const dLat = toRad(b.lat - a.lat)
  const dLng = toRad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)))
}
