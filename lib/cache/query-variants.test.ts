import { describe, expect, it } from 'vitest'
import { initialBrandFilters, type BrandFilterOptions } from '@/components/content/latham/brand-filters'
import { parseCalculatorParams } from '@/lib/financing/params'
import { contactSourcePage } from '@/lib/leads/source-page'
import { parsePoolFilters, type PoolFilterOptions } from '@/lib/pools/filters'
import { QUERY_VARIANT_PAGES, queryVariantPath, variantQuery } from './query-variants'

const variant = (path: string, query: string) => queryVariantPath(path, new URLSearchParams(query))

describe('queryVariantPath', () => {
  it('gives every other path no variant (the page is cached by its path)', () => {
    expect(variant('/', 'utm_source=radio')).toBeNull()
    expect(variant('/pool-detail/3', 'x=1')).toBeNull()
    expect(variant('/pools/extra', 'shape=Freeform')).toBeNull()
  })

  it('keeps only what the page reads, in one order, so equal queries share one cached page', () => {
    const a = variant('/pools', 'utm_source=radio&size=Large&shape=Freeform&gclid=abc')
    const b = variant('/pools', 'shape=Freeform&size=Large')
    expect(a).toBe(b)
    expect(a).toBe(`/pools/variant/${Buffer.from('shape=Freeform&size=Large').toString('base64url')}`)
  })

  it('drops empty values and gives a page without its parameters one variant', () => {
    expect(variant('/pools', '')).toBe('/pools/variant/-')
    expect(variant('/pools', 'shape=&utm_campaign=spring')).toBe('/pools/variant/-')
  })

  it('round-trips through the route parameter, in characters a path keeps as they are', () => {
    const path = variant('/pools', 'q=lap+pool+%26+spa%2F%C3%A9&page=2') ?? ''
    const segment = path.split('/').at(-1) ?? ''
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(variantQuery(segment)).toEqual({ q: 'lap pool & spa/é', page: '2' })
    expect(variantQuery('-')).toEqual({})
    expect(variantQuery('not%20base64')).toEqual({})
  })
})

/** Every query key a page's parser reads must be kept, or the cached variant would ignore it. */
describe('the kept keys are the ones each page reads', () => {
  const pick = (path: string, query: Record<string, string>) =>
    Object.fromEntries(Object.entries(query).filter(([key]) => QUERY_VARIANT_PAGES[path]?.includes(key)))

  it('/pools: the gallery filters', () => {
    const options: PoolFilterOptions = {
      shapes: ['Freeform'],
      sizes: ['Large'],
      manufacturers: ['Latham'],
      series: ['Coastal'],
    } as PoolFilterOptions
    const query = { q: 'spa', shape: 'Freeform', size: 'Large', manufacturer: 'Latham', series: 'Coastal' }
    expect(parsePoolFilters(pick('/pools', query), options)).toEqual(parsePoolFilters(query, options))
    for (const key of ['view', 'page', 'panel']) expect(QUERY_VARIANT_PAGES['/pools']).toContain(key)
  })

  it('/latham-pools: the brand collection filters', () => {
    const options = {
      brands: ['Latham', 'San Juan'],
      series: ['Coastal'],
      shapes: ['Freeform'],
      sizes: ['Large'],
    } as unknown as BrandFilterOptions
    const query = {
      q: 'x',
      brand: 'San Juan',
      series: 'Coastal',
      shape: 'Freeform',
      size: 'Large',
      spa: 'yes',
    }
    expect(initialBrandFilters(pick('/latham-pools', query), options, 'latham')).toEqual(
      initialBrandFilters(query, options, 'latham'),
    )
  })

  it('/contact: where the lead came from', () => {
    for (const key of ['sourcePage', 'source', 'from']) {
      const query = { [key]: 'spring-ad' }
      expect(contactSourcePage(pick('/contact', query), '/contact')).toBe('spring-ad')
    }
  })

  it('/calculator and /financing: the shared calculation', () => {
    const query = { price: '45000', down: '20', term: '120', credit: '650' }
    for (const path of ['/calculator', '/financing']) {
      expect(parseCalculatorParams(pick(path, query))).toEqual(parseCalculatorParams(query))
    }
  })
})
