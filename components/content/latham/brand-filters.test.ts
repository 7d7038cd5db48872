import { describe, expect, it } from 'vitest'
import {
  EMPTY_BRAND_FILTERS,
  brandFilterOptions,
  brandFiltersQuery,
  filterBrandPools,
  initialBrandFilters,
  isBrandPool,
  moreFilterCount,
  type BrandPool,
} from './brand-filters'

function pool(id: number, over: Partial<BrandPool>): BrandPool {
  return {
    id,
    name: `Pool ${id}`,
    model: null,
    manufacturer: null,
    brand: null,
    series: null,
    shape: null,
    sizeCategory: null,
    description: null,
    builtInSpa: 'No',
    features: [],
    images: [],
    ...over,
  }
}

const pools = [
  pool(1, {
    name: 'Olympia 36',
    manufacturer: 'Latham',
    series: 'Olympia',
    shape: 'Roman',
    sizeCategory: 'Large',
    features: ['Tanning ledge'],
  }),
  pool(2, {
    name: 'Captiva 16',
    brand: 'LATHAM Pool Products',
    series: 'Captiva',
    shape: 'Rectangle',
    sizeCategory: 'Medium',
    builtInSpa: 'Yes',
  }),
  pool(3, {
    name: 'Marco Plunge',
    manufacturer: 'Latham',
    series: 'Plunge',
    shape: 'Rectangle',
    sizeCategory: 'Plunge',
  }),
  pool(4, {
    name: 'Monaco 32',
    manufacturer: 'San Juan',
    series: 'Monaco',
    shape: 'Rectangle',
    sizeCategory: 'Medium',
  }),
]

describe('maker restriction', () => {
  it('keeps pools whose manufacturer or brand contains latham, any case', () => {
    expect(isBrandPool({ manufacturer: null, brand: 'LATHAM Pool Products' }, 'latham')).toBe(true)
    expect(isBrandPool({ manufacturer: 'San Juan', brand: null }, 'latham')).toBe(false)
    expect(filterBrandPools(pools, 'latham', EMPTY_BRAND_FILTERS).map((p) => p.id)).toEqual([1, 2, 3])
  })

  it('applies on every filter change, even with the brand filter cleared', () => {
    const filters = { ...EMPTY_BRAND_FILTERS, shapes: ['Rectangle'] }
    expect(filterBrandPools(pools, 'latham', filters).map((p) => p.id)).toEqual([2, 3])
  })
})

describe('filters', () => {
  const latham = pools.slice(0, 3)

  it('offers sorted distinct values, sizes in size order', () => {
    expect(brandFilterOptions(latham)).toEqual({
      brands: ['Latham', 'LATHAM Pool Products'],
      series: ['Captiva', 'Olympia', 'Plunge'],
      shapes: ['Rectangle', 'Roman'],
      sizes: ['Plunge', 'Medium', 'Large'],
    })
  })

  it('filters by search (name, series, features), series, size and spa', () => {
    const f = (over: Partial<typeof EMPTY_BRAND_FILTERS>) =>
      filterBrandPools(pools, 'latham', { ...EMPTY_BRAND_FILTERS, ...over }).map((p) => p.id)
    expect(f({ searchTerm: 'tanning' })).toEqual([1])
    expect(f({ searchTerm: 'CAPTIVA' })).toEqual([2])
    expect(f({ series: ['Plunge'] })).toEqual([3])
    expect(f({ sizes: ['Medium'] })).toEqual([2])
    expect(f({ hasSpa: 'yes' })).toEqual([2])
    expect(f({ hasSpa: 'no' })).toEqual([1, 3])
    expect(f({ brands: ['Latham'] })).toEqual([1, 3])
    expect(f({ searchTerm: 'monaco' })).toEqual([])
  })

  it('counts the active dropdowns of the More popover', () => {
    expect(moreFilterCount(EMPTY_BRAND_FILTERS)).toBe(0)
    expect(moreFilterCount({ ...EMPTY_BRAND_FILTERS, sizes: ['Large'] })).toBe(1)
    expect(moreFilterCount({ ...EMPTY_BRAND_FILTERS, sizes: ['Large'], hasSpa: 'no' })).toBe(2)
  })
})

describe('initial state and URL', () => {
  const options = brandFilterOptions(pools.slice(0, 3))

  it('starts with the brand selected and the price range 0 to 100000', () => {
    const initial = initialBrandFilters({}, options, 'latham')
    expect(initial).toEqual({ ...EMPTY_BRAND_FILTERS, brands: ['Latham'], priceRange: [0, 100_000] })
  })

  it('applies the search term and the first brand, series, shape and size of the URL', () => {
    const initial = initialBrandFilters(
      {
        q: ' ledge ',
        series: ['olympia', 'Captiva'],
        shape: 'roman',
        size: 'LARGE',
        spa: 'no',
        brand: 'nope',
      },
      options,
      'latham',
    )
    expect(initial).toMatchObject({
      searchTerm: 'ledge',
      series: ['Olympia'],
      shapes: ['Roman'],
      sizes: ['Large'],
      hasSpa: 'no',
      brands: ['Latham'],
    })
    expect(initialBrandFilters({ brand: 'all' }, options, 'latham').brands).toEqual([])
  })

  it('writes only what differs from the defaults', () => {
    const defaults = initialBrandFilters({}, options, 'latham')
    expect(brandFiltersQuery(defaults, defaults)).toBe('')
    expect(brandFiltersQuery({ ...defaults, brands: [], sizes: ['Large'], hasSpa: 'yes' }, defaults)).toBe(
      '?brand=all&size=Large&spa=yes',
    )
  })
})
