import { describe, expect, it } from 'vitest'
import { googleMapsPlaceHref, googleReviewsHref, placeIdForCity } from './google'

const locations = [
  { placeId: 'demo-place-ocala', city: 'Ocala' },
  { placeId: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA', city: ' Orlando ' },
  { placeId: 'ChIJx2', city: null },
]

describe('Google Business listings of the offices', () => {
  it('finds the listing of an office by its city, ignoring case and spaces', () => {
    expect(placeIdForCity(locations, 'orlando')).toBe('ChIJd8BlQ2BZwokRAFUEcm_qrcA')
  })

  it('never links a demo place id, nor a city without a listing', () => {
    expect(placeIdForCity(locations, 'Ocala')).toBeUndefined()
    expect(placeIdForCity(locations, 'West Palm Beach')).toBeUndefined()
  })

  it('builds the reviews and maps links with the id encoded', () => {
    expect(googleReviewsHref('ChIJ a&b')).toBe('https://search.google.com/local/reviews?placeid=ChIJ%20a%26b')
    expect(googleMapsPlaceHref('ChIJabc')).toBe('https://www.google.com/maps/place/?q=place_id:ChIJabc')
  })
})
