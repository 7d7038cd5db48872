import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFICES, SERVICE_AREA_TOWNS } from '@/content/company'
import { floridaCityCoordinates } from '@/content/florida-cities'
import { haversineDistance } from '@/lib/geo/haversine'
import type { Office } from '@/lib/offices/types'
import { officeForLanding } from './office-for-landing'

const offices = DEFAULT_OFFICES
const id = (city: string | null, list: readonly Office[] = offices) => officeForLanding(list, city)?.id

describe('officeForLanding', () => {
  it('gives Tampa the Orlando office and Jacksonville the Ocala office (the nearest ones)', () => {
    expect(id('Tampa')).toBe('orlando')
    expect(id('Jacksonville')).toBe('ocala')
    const tampa = floridaCityCoordinates('Tampa')
    if (!tampa) throw new Error('Tampa has coordinates')
    const [ocala, , orlando] = offices
    expect(haversineDistance(tampa, orlando!.coordinates)).toBeLessThan(
      haversineDistance(tampa, ocala!.coordinates),
    )
  })

  it('sends every service-area town to the office that serves it', () => {
    for (const town of SERVICE_AREA_TOWNS) {
      const serving = offices.find((o) => o.serviceAreas.includes(town))
      expect(id(town), town).toBe(serving?.id)
    }
  })

  it('reads the city forgivingly', () => {
    expect(id(' tampa ')).toBe('orlando')
    expect(id('Boca Raton, FL')).toBe('west-palm-beach')
    expect(id('Gainesville, Florida')).toBe('ocala')
  })

  it('without known coordinates: the office naming the town, else the primary office', () => {
    const named = offices.map((o) =>
      o.id === 'orlando' ? { ...o, serviceAreas: [...o.serviceAreas, 'Oviedo'] } : o,
    )
    expect(id('Oviedo', named)).toBe('orlando')
    expect(id('Atlantis')).toBe('ocala')
    expect(id(null)).toBe('ocala')
    expect(id('Tampa', [])).toBeUndefined()
  })
})
