import { describe, expect, it } from 'vitest'
import { colorCollections, finishSwatches, parsePoolId, relatedPools } from './detail'
import type { PoolColor } from './queries'
import type { Pool } from './types'

function pool(overrides: Partial<Pool>): Pool {
  return {
    id: 1,
    name: 'P',
    manufacturer: 'Latham',
    brand: 'Latham',
    series: 'Crystal',
    sizeCategory: 'Medium',
    finishOptions: [],
    ...overrides,
  } as Pool
}

describe('parsePoolId', () => {
  it('accepts positive integers only', () => {
    expect(parsePoolId('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '12abc', '', undefined, '9999999999999999']) {
      expect(parsePoolId(bad)).toBeNull()
    }
  })
})

describe('relatedPools', () => {
  it('prefers the same series and maker, then the same size, never itself', () => {
    const me = pool({ id: 1 })
    const sameSeries = pool({ id: 2, sizeCategory: 'Large' })
    const sameSize = pool({ id: 3, series: 'Elite', manufacturer: 'San Juan', brand: 'San Juan' })
    const both = pool({ id: 4 })
    const unrelated = pool({ id: 5, series: 'Elite', sizeCategory: 'Plunge' })
    expect(relatedPools(me, [me, sameSeries, sameSize, both, unrelated]).map((p) => p.id)).toEqual([4, 2, 3])
  })
})

describe('colours', () => {
  const colors: PoolColor[] = [
    {
      id: 1,
      manufacturer: 'Latham',
      name: 'Sapphire Blue',
      series: 'Crystal Collection',
      type: null,
      hex: '#111111',
      gradientFrom: '#222222',
      gradientTo: '#333333',
      description: 'Deep',
    },
    {
      id: 2,
      manufacturer: 'Latham',
      name: 'Ocean Blue',
      series: 'Classic Collection',
      type: null,
      hex: '#444444',
      gradientFrom: null,
      gradientTo: null,
      description: null,
    },
    {
      id: 3,
      manufacturer: 'Other',
      name: 'Red',
      series: 'X',
      type: null,
      hex: '#ff0000',
      gradientFrom: null,
      gradientTo: null,
      description: null,
    },
  ]

  it("colours finish options from the maker's colours, else the teaser palette", () => {
    const swatches = finishSwatches(pool({ finishOptions: ['Sapphire Blue', 'Pearl White'] }), colors)
    expect(swatches).toEqual([
      { name: 'Sapphire Blue', from: '#222222', to: '#333333', description: 'Deep' },
      { name: 'Pearl White', from: '#dfe9ee', to: '#dfe9ee', description: null },
    ])
  })

  it("groups the maker's colours by collection", () => {
    expect(colorCollections(pool({}), colors).map((g) => [g.name, g.colors.map((c) => c.name)])).toEqual([
      ['Crystal Collection', ['Sapphire Blue']],
      ['Classic Collection', ['Ocean Blue']],
    ])
    expect(colorCollections(pool({ manufacturer: 'San Juan', brand: 'San Juan' }), colors)).toEqual([])
  })
})
