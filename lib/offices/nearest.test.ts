import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFICES } from '@/content/company'
import { EARTH_RADIUS_KM, EARTH_RADIUS_MILES, haversineDistance } from '@/lib/geo/haversine'
import {
  nearestOffice,
  officeForBanner,
  officeForContentPages,
  officeForEstimateForm,
  officeForFooter,
} from './nearest'

const offices = DEFAULT_OFFICES
const [ocala, westPalm, orlando] = offices
const GAINESVILLE = { lat: 29.6516, lng: -82.3248 }
const KISSIMMEE = { lat: 28.2919, lng: -81.4076 }
const BOCA_RATON = { lat: 26.3683, lng: -80.1289 }
const TAMPA = { lat: 27.9506, lng: -82.4572 }

describe('haversineDistance', () => {
  it('measures Ocala to Orlando at about 66 miles great-circle', () => {
    const miles = haversineDistance(ocala!.coordinates, orlando!.coordinates, EARTH_RADIUS_MILES)
    const km = haversineDistance(ocala!.coordinates, orlando!.coordinates, EARTH_RADIUS_KM)
    expect(miles).toBeGreaterThan(60)
    expect(miles).toBeLessThan(72)
    expect(km / miles).toBeCloseTo(EARTH_RADIUS_KM / EARTH_RADIUS_MILES, 6)
  })

  it('is zero for the same point', () => {
    expect(haversineDistance(GAINESVILLE, GAINESVILLE)).toBe(0)
  })
})

describe('nearestOffice', () => {
  it('picks the closest office by great-circle distance', () => {
    expect(nearestOffice(offices, GAINESVILLE)?.id).toBe('ocala')
    expect(nearestOffice(offices, KISSIMMEE)?.id).toBe('orlando')
    expect(nearestOffice(offices, BOCA_RATON)?.id).toBe('west-palm-beach')
    expect(nearestOffice(offices, TAMPA)?.id).toBe('orlando')
  })

  it('gives nothing without a position or without offices', () => {
    expect(nearestOffice(offices, null)).toBeUndefined()
    expect(nearestOffice([], GAINESVILLE)).toBeUndefined()
  })
})

describe('fallbacks of each place (spec 01 §4, §8; spec 02 §8)', () => {
  it('banner: nearest, else the first office (Ocala)', () => {
    expect(officeForBanner(offices, KISSIMMEE)?.id).toBe('orlando')
    expect(officeForBanner(offices, null)?.id).toBe('ocala')
  })

  it('footer and home contact: nearest, else West Palm Beach when present, else the second branch', () => {
    expect(officeForFooter(offices, GAINESVILLE)?.id).toBe('ocala')
    expect(officeForFooter(offices, null)?.id).toBe('west-palm-beach')
    const withoutWestPalm = [ocala!, orlando!]
    expect(officeForFooter(withoutWestPalm, GAINESVILLE)?.id).toBe('ocala')
    expect(officeForFooter(withoutWestPalm, null)?.id).toBe('orlando')
  })

  it('estimate form: nearest in km, else the first branch', () => {
    expect(officeForEstimateForm(offices, BOCA_RATON)?.id).toBe('west-palm-beach')
    expect(officeForEstimateForm(offices, null)?.id).toBe('ocala')
  })

  it('resurfacing and packages: nearest, else West Palm Beach', () => {
    expect(officeForContentPages(offices, GAINESVILLE)?.id).toBe('ocala')
    expect(officeForContentPages(offices, null)?.id).toBe(westPalm!.id)
  })
})

describe('one nearest office once the position is known', () => {
  it('every place names the same office for any position', () => {
    for (const position of [GAINESVILLE, KISSIMMEE, BOCA_RATON, TAMPA]) {
      const named = new Set(
        [officeForBanner, officeForFooter, officeForEstimateForm, officeForContentPages].map(
          (place) => place(offices, position)?.id,
        ),
      )
      expect([...named]).toEqual([nearestOffice(offices, position)?.id])
    }
  })
})
