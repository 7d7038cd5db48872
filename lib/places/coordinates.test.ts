import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFICES } from '@/content/company'
import { nearestOffice } from '@/lib/offices/nearest'
import { placeForAddress, placeForZip } from './coordinates'

const officeFor = async (address: string) =>
  nearestOffice(DEFAULT_OFFICES, await placeForAddress(address))?.id

describe('places from the ZIP code dataset', () => {
  it('knows a Florida ZIP code', async () => {
    const place = await placeForZip('33401')
    expect(place).toMatchObject({ zip: '33401', city: 'West Palm Beach', state: 'FL' })
    expect(place?.lat).toBeCloseTo(26.7, 1)
  })

  it('knows no made-up ZIP code, and no malformed one', async () => {
    expect(await placeForZip('00000')).toBeNull()
    expect(await placeForZip('3340')).toBeNull()
  })

  it('routes an address to the nearest office by its ZIP code, else its city', async () => {
    expect(await officeFor('200 Clematis St, West Palm Beach, FL 33401')).toBe('west-palm-beach')
    expect(await officeFor('1 Main St, FL 32801')).toBe('orlando')
    expect(await officeFor('500 SE Fort King St, Ocala')).toBe('ocala')
    expect(await officeFor('12 Palm Ave, Boca Raton, Florida')).toBe('west-palm-beach')
    expect(await officeFor('8 Bay St, Kissimmee FL')).toBe('orlando')
    expect(await officeFor('Gainesville')).toBe('ocala')
  })

  it('resolves nothing from an address without a ZIP code or a Florida city', async () => {
    expect(await placeForAddress('123 Somewhere Lane')).toBeNull()
    expect(await placeForAddress('')).toBeNull()
    expect(await placeForAddress(null)).toBeNull()
  })
})
