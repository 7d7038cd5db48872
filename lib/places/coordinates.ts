import 'server-only'
/**
 * Where a Florida address or ZIP code is, from the `zipcodes` package's dataset (US ZIP codes with
 * their coordinates, shipped in node_modules: nothing is downloaded at run time). The dataset is
 * about 5 MB of JavaScript and 28 MB once loaded, so it is loaded on the first look-up, on the
 * server only (lib/places is server-only; the browser asks GET /api/places/zip/{zip}).
 */
import type { LatLng } from '@/lib/geo/haversine'
import { findCity, findZip } from './parse'

export type Place = LatLng & { zip: string | null; city: string; state: string }

type Dataset = typeof import('zipcodes')

type PlaceIndex = {
  lookup: Dataset['lookup']
  /** Florida city names (upper case) to the middle of their ZIP codes. */
  floridaCities: Map<string, Place>
}

const holder = globalThis as typeof globalThis & { __poolsPlaceIndex?: Promise<PlaceIndex> }

function placeIndex(): Promise<PlaceIndex> {
  holder.__poolsPlaceIndex ??= import('zipcodes').then((module) => {
    const dataset = ((module as { default?: Dataset }).default ?? module) as Dataset
    const sums = new Map<string, { city: string; lat: number; lng: number; count: number }>()
    for (const record of dataset.lookupByState('FL')) {
      const key = record.city.toUpperCase()
      const sum = sums.get(key) ?? { city: record.city, lat: 0, lng: 0, count: 0 }
      sum.lat += record.latitude
      sum.lng += record.longitude
      sum.count++
      sums.set(key, sum)
    }
    const floridaCities = new Map<string, Place>()
    for (const [key, sum] of sums) {
      floridaCities.set(key, {
        zip: null,
        city: sum.city,
        state: 'FL',
        lat: sum.lat / sum.count,
        lng: sum.lng / sum.count,
      })
    }
    return { lookup: dataset.lookup, floridaCities }
  })
  return holder.__poolsPlaceIndex
}

/** Loads the dataset ahead of the first look-up (before a transaction that should not wait on it). */
export async function preparePlaces(): Promise<void> {
  await placeIndex()
}

/** A five-digit US ZIP code's place, or null when the dataset does not know it. */
export async function placeForZip(zip: string): Promise<Place | null> {
  if (!/^\d{5}$/.test(zip)) return null
  const { lookup } = await placeIndex()
  const record = lookup(zip)
  if (!record || record.country !== 'US') return null
  return {
    zip: record.zip,
    city: record.city,
    state: record.state,
    lat: record.latitude,
    lng: record.longitude,
  }
}

/**
 * Where a typed property address is: its ZIP code when it ends with one (or has one after 'FL'),
 * else the Florida city it names (the last one named, so '100 Orlando Ave, Ocala' is Ocala).
 * Null when neither resolves.
 */
export async function placeForAddress(address: string | null | undefined): Promise<Place | null> {
  if (!address?.trim()) return null
  const zip = findZip(address)
  if (zip) {
    const place = await placeForZip(zip)
    if (place) return place
  }
  const { floridaCities } = await placeIndex()
  const city = findCity(address, (name) => floridaCities.has(name))
  return city ? (floridaCities.get(city) ?? null) : null
}
