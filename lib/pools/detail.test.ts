import { describe, expect, it } from 'vitest'
import { DEFAULT_COLOR_LOOK, POOL_COLOR_LOOKS } from '@/content/pool-colors'
import { colorCollections, colorLook, finishSwatches, parsePoolId, relatedPools } from './detail'
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

  it('colours every colour the colour table names from the table, whatever the stored row says', () => {
    const swatches = finishSwatches(pool({ finishOptions: ['Sapphire Blue', 'pearl white'] }), colors)
    expect(swatches).toEqual([
      {
        name: 'Sapphire Blue',
        look: POOL_COLOR_LOOKS['Sapphire Blue'],
        sparkle: true,
        description: 'Deep',
      },
      { name: 'pearl white', look: POOL_COLOR_LOOKS['Pearl White'], sparkle: false, description: null },
    ])
  })

  it('keeps the stored look of a colour the table does not know, and a default without one', () => {
    expect(colorLook('Red', colors[2])).toEqual({ hex: '#ff0000', from: '#ff0000', to: '#ff0000' })
    expect(colorLook('Tahoe', { hex: null, gradientFrom: '#010101', gradientTo: '#020202' })).toEqual({
      hex: '#020202',
      from: '#010101',
      to: '#020202',
    })
    expect(colorLook('Tahoe', null)).toEqual(DEFAULT_COLOR_LOOK)
    expect(colorLook('Shale Gray', { hex: '#00ffff', gradientFrom: '#00ffff', gradientTo: '#008080' })).toBe(
      POOL_COLOR_LOOKS['Shale Gray'],
    )
  })

  it("groups the maker's colours by collection", () => {
    const groups = colorCollections(pool({}), colors)
    expect(groups.map((g) => [g.name, g.colors.map((c) => c.name)])).toEqual([
      ['Crystal Collection', ['Sapphire Blue']],
      ['Classic Collection', ['Ocean Blue']],
    ])
    expect(groups.map((g) => g.colors.map((c) => [c.id, c.look, c.sparkle]))).toEqual([
      [[1, POOL_COLOR_LOOKS['Sapphire Blue'], true]],
      [[2, POOL_COLOR_LOOKS['Ocean Blue'], false]],
    ])
    expect(colorCollections(pool({ manufacturer: 'San Juan', brand: 'San Juan' }), colors)).toEqual([])
  })
})
