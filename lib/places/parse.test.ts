import { describe, expect, it } from 'vitest'
import { findCity, findZip } from './parse'

describe('findZip', () => {
  it('reads a ZIP code at the end or after the state', () => {
    expect(findZip('123 Clematis St, West Palm Beach, FL 33401')).toBe('33401')
    expect(findZip('123 Clematis St, West Palm Beach, FL 33401-1234, USA')).toBe('33401')
    expect(findZip('33401')).toBe('33401')
    expect(findZip('55 Main St, Ocala FL 34471 (gate code 1234)')).toBe('34471')
  })

  it('does not take a street number for a ZIP code', () => {
    expect(findZip('12345 SW 40th Street, Ocala')).toBeNull()
    expect(findZip('Ocala')).toBeNull()
    expect(findZip('')).toBeNull()
  })
})

describe('findCity', () => {
  const cities = new Set(['OCALA', 'ORLANDO', 'WEST PALM BEACH', 'PALM BEACH', 'PORT ST LUCIE'])
  const isCity = (name: string) => cities.has(name)

  it('takes the last city named, and the longest name ending there', () => {
    expect(findCity('100 Orlando Ave, Ocala', isCity)).toBe('OCALA')
    expect(findCity('1 Main St West Palm Beach FL', isCity)).toBe('WEST PALM BEACH')
    expect(findCity('9 Ocean Dr, Palm Beach', isCity)).toBe('PALM BEACH')
    expect(findCity('22 River Rd, Port St. Lucie, Florida', isCity)).toBe('PORT ST LUCIE')
  })

  it('finds nothing when no words are a city', () => {
    expect(findCity('123 Somewhere Lane', isCity)).toBeNull()
  })
})
