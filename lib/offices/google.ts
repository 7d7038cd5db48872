/**
 * Google Business listings of the offices (spec 01 §3 google_business_locations): staff keep each
 * office's place id in /admin/settings; the contact page links to the office's Google reviews and
 * its LocalBusiness data names the listing. The demo data's ids ('demo-place-…') stand for no real
 * listing, so they link nowhere.
 */
export type GoogleLocation = { placeId: string; city: string | null }

const DEMO_PLACE_ID = /^demo-/i

/** The place id of the active listing in an office's city, when one is a real listing. */
export function placeIdForCity(locations: readonly GoogleLocation[], city: string): string | undefined {
  const wanted = city.trim().toLowerCase()
  return locations.find(
    (location) => location.city?.trim().toLowerCase() === wanted && !DEMO_PLACE_ID.test(location.placeId),
  )?.placeId
}

/** Google's page of a listing's reviews. */
export function googleReviewsHref(placeId: string): string {
  return `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}`
}

/** The listing on Google Maps (LocalBusiness sameAs). */
export function googleMapsPlaceHref(placeId: string): string {
  return `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`
}
