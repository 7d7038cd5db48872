import { describe, expect, it } from 'vitest'
import {
  applyPoolFilters,
  distinctSorted,
  EMPTY_POOL_FILTERS,
  matchesSearch,
  paginate,
  parsePoolFilters,
  poolFilterOptions,
  poolFiltersQuery,
  type FilterablePool,
} from './filters'

function pool(overrides: Partial<FilterablePool>): FilterablePool {
  return {
    name: 'Pool',
    model: null,
    description: null,
    shape: null,
    manufacturer: null,
    brand: null,
    series: null,
    sizeCategory: null,
    ...overrides,
  }
}

const captiva = pool({
  name: 'Captiva 16',
  model: 'LC-1632',
  description: 'A clean-lined family rectangle with a tanning ledge.',
  shape: 'Rectangle',
  manufacturer: 'Latham',
  brand: 'Latham',
  series: 'Crystal',
  sizeCategory: 'Medium',
  features: ['Swim-out bench'],
})
const bahama = pool({
  name: 'Bahama Kidney',
  model: 'SJC-1428',
  description: 'Soft curves for a tropical yard.',
  shape: 'Kidney',
  manufacturer: null,
  brand: 'San Juan',
  series: 'Coastal',
  sizeCategory: 'Small',
})
const plunge = pool({
  name: 'Cove Plunge',
  shape: 'Rectangle',
  brand: 'San Juan',
  manufacturer: 'San Juan',
  series: 'Elite',
  sizeCategory: 'Plunge',
})
const all = [captiva, bahama, plunge]

describe('matchesSearch', () => {
  it('matches name, model, description, shape, manufacturer/brand and series, ignoring case', () => {
    expect(matchesSearch(captiva, 'captiva')).toBe(true)
    expect(matchesSearch(captiva, 'lc-1632')).toBe(true)
    expect(matchesSearch(captiva, 'TANNING')).toBe(true)
    expect(matchesSearch(captiva, 'rectangle')).toBe(true)
    expect(matchesSearch(bahama, 'san juan')).toBe(true)
    expect(matchesSearch(captiva, 'crystal')).toBe(true)
  })

  it('needs every word to match somewhere', () => {
    expect(matchesSearch(captiva, 'latham crystal')).toBe(true)
    expect(matchesSearch(captiva, 'latham kidney')).toBe(false)
  })

  it('treats an empty term as a match and only searches features when asked', () => {
    expect(matchesSearch(captiva, '   ')).toBe(true)
    expect(matchesSearch(captiva, 'swim-out')).toBe(false)
    expect(matchesSearch(captiva, 'swim-out', { includeFeatures: true })).toBe(true)
  })
})

describe('filter options and parsing', () => {
  const options = poolFilterOptions(all)

  it('lists sorted distinct values, sizes in size order', () => {
    expect(options.shapes).toEqual(['Kidney', 'Rectangle'])
    expect(options.manufacturers).toEqual(['Latham', 'San Juan'])
    expect(options.series).toEqual(['Coastal', 'Crystal', 'Elite'])
    expect(options.sizes).toEqual(['Plunge', 'Small', 'Medium'])
    expect(distinctSorted(['b', 'A', 'a', '', null], (v) => v)).toEqual(['A', 'b'])
  })

  it('keeps known values in their canonical spelling and ignores unknown ones', () => {
    expect(
      parsePoolFilters(
        { q: '  kidney ', shape: 'rectangle', size: 'Gigantic', manufacturer: ['latham', 'x'], series: '' },
        options,
      ),
    ).toEqual({ q: 'kidney', shape: 'Rectangle', size: '', manufacturer: 'Latham', series: '' })
  })

  it('applies every filter together', () => {
    expect(applyPoolFilters(all, { ...EMPTY_POOL_FILTERS, shape: 'Rectangle' })).toEqual([captiva, plunge])
    expect(
      applyPoolFilters(all, { ...EMPTY_POOL_FILTERS, manufacturer: 'San Juan', shape: 'Rectangle' }),
    ).toEqual([plunge])
    expect(applyPoolFilters(all, { ...EMPTY_POOL_FILTERS, size: 'Small', q: 'tropical' })).toEqual([bahama])
    expect(applyPoolFilters(all, { ...EMPTY_POOL_FILTERS, series: 'Crystal', q: 'kidney' })).toEqual([])
  })

  it('writes the filters back to a query string', () => {
    expect(poolFiltersQuery(EMPTY_POOL_FILTERS)).toBe('')
    expect(
      poolFiltersQuery({ ...EMPTY_POOL_FILTERS, q: 'lap pool', size: 'X-Large' }, { view: 'list' }),
    ).toBe('?q=lap+pool&size=X-Large&view=list')
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i)

  it('returns the requested page', () => {
    expect(paginate(items, '2', 10)).toEqual({
      items: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      page: 2,
      pageCount: 3,
      total: 25,
    })
  })

  it('shows the last page for an out-of-range page and page 1 for nonsense', () => {
    expect(paginate(items, '99', 10).page).toBe(3)
    expect(paginate(items, 'abc', 10).page).toBe(1)
    expect(paginate(items, '-4', 10).page).toBe(1)
    expect(paginate([], '5', 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
})
