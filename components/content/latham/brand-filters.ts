/**
 * The brand page's filter bar (spec 02 §2.8, §3 Filter state, §4): state, options and the filter
 * itself. Pure, so the server (URL query → first render) and the browser share it. The maker
 * restriction (manufacturer or brand contains the brand name) is applied on every filter change.
 */
import { distinctSorted, matchesSearch, sortSizeCategories } from '@/lib/pools/filters'
import { poolHasSpa, poolMaker, type Pool } from '@/lib/pools/types'

export type BrandPool = Pick<
  Pool,
  | 'id'
  | 'name'
  | 'model'
  | 'manufacturer'
  | 'brand'
  | 'series'
  | 'shape'
  | 'sizeCategory'
  | 'description'
  | 'builtInSpa'
  | 'features'
> & { images: { src: string; alt: string }[] }

export type SpaFilter = '' | 'yes' | 'no'

/** Spec 02 §3 Filter state. The page uses one value per dropdown; the lists keep the spec's shape. */
export type BrandFilterState = {
  searchTerm: string
  brands: string[]
  series: string[]
  shapes: string[]
  sizes: string[]
  depthRanges: string[]
  hasSpa: SpaFilter
  priceRange: [number, number]
}

export const PRICE_RANGE_DEFAULT: [number, number] = [0, 100_000]

export const EMPTY_BRAND_FILTERS: BrandFilterState = {
  searchTerm: '',
  brands: [],
  series: [],
  shapes: [],
  sizes: [],
  depthRanges: [],
  hasSpa: '',
  priceRange: PRICE_RANGE_DEFAULT,
}

/** The maker restriction: manufacturer or brand contains the brand name, case-insensitive. */
export function isBrandPool(pool: Pick<Pool, 'manufacturer' | 'brand'>, brand: string): boolean {
  const needle = brand.toLowerCase()
  return [pool.manufacturer, pool.brand].some((v) => !!v && v.toLowerCase().includes(needle))
}

export function restrictToBrand<T extends Pick<Pool, 'manufacturer' | 'brand'>>(
  pools: readonly T[],
  brand: string,
): T[] {
  return pools.filter((p) => isBrandPool(p, brand))
}

export type BrandFilterOptions = { brands: string[]; series: string[]; shapes: string[]; sizes: string[] }

/** Sorted distinct values present in the list (sizes in size order, Plunge → X-Large). */
export function brandFilterOptions(pools: readonly BrandPool[]): BrandFilterOptions {
  return {
    brands: distinctSorted(pools, (p) => poolMaker(p)),
    series: distinctSorted(pools, (p) => p.series),
    shapes: distinctSorted(pools, (p) => p.shape),
    sizes: sortSizeCategories(distinctSorted(pools, (p) => p.sizeCategory)),
  }
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase()

/** Applies the maker restriction, then every active filter. */
export function filterBrandPools<T extends BrandPool>(
  pools: readonly T[],
  brand: string,
  filters: BrandFilterState,
): T[] {
  return restrictToBrand(pools, brand).filter(
    (pool) =>
      (filters.brands.length === 0 ||
        filters.brands.some((b) => same(pool.manufacturer, b) || same(pool.brand, b))) &&
      (filters.series.length === 0 || filters.series.some((s) => same(pool.series, s))) &&
      (filters.shapes.length === 0 || filters.shapes.some((s) => same(pool.shape, s))) &&
      (filters.sizes.length === 0 || filters.sizes.some((s) => same(pool.sizeCategory, s))) &&
      (filters.hasSpa === '' || poolHasSpa(pool) === (filters.hasSpa === 'yes')) &&
      matchesSearch(pool, filters.searchTerm, { includeFeatures: true }),
  )
}

/** The count badge of the 'More' popover: its active dropdown filters (size, spa). */
export function moreFilterCount(filters: BrandFilterState): number {
  return (filters.sizes.length > 0 ? 1 : 0) + (filters.hasSpa ? 1 : 0)
}

export function hasActiveBrandFilters(filters: BrandFilterState, initial: BrandFilterState): boolean {
  return JSON.stringify(filters) !== JSON.stringify(initial)
}

type Query = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''
const known = (value: string, options: readonly string[]) =>
  value ? (options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? '') : ''

/**
 * The filters at first load: the brand's own option selected, then the URL's search term and its
 * first brand, series, shape and size (spec 02 §3), plus spa. Unknown values are ignored.
 */
export function initialBrandFilters(
  query: Query,
  options: BrandFilterOptions,
  brand: string,
): BrandFilterState {
  const brandDefault = options.brands.find((b) => b.toLowerCase().includes(brand.toLowerCase())) ?? ''
  const pick = (key: string, list: readonly string[]) => {
    const value = known(first(query[key]), list)
    return value ? [value] : []
  }
  const spa = first(query.spa).toLowerCase()
  const rawBrand = first(query.brand)
  const brandParam = known(rawBrand, options.brands)
  const brands =
    rawBrand.toLowerCase() === 'all' ? [] : brandParam ? [brandParam] : brandDefault ? [brandDefault] : []
  return {
    ...EMPTY_BRAND_FILTERS,
    searchTerm: first(query.q).slice(0, 100),
    brands,
    series: pick('series', options.series),
    shapes: pick('shape', options.shapes),
    sizes: pick('size', options.sizes),
    hasSpa: spa === 'yes' || spa === 'no' ? spa : '',
  }
}

/** The URL query of a filter state (only what differs from the page's defaults). */
export function brandFiltersQuery(filters: BrandFilterState, defaults: BrandFilterState): string {
  const params = new URLSearchParams()
  if (filters.searchTerm) params.set('q', filters.searchTerm)
  const brand = filters.brands[0] ?? ''
  if (brand !== (defaults.brands[0] ?? '')) params.set('brand', brand || 'all')
  if (filters.series[0]) params.set('series', filters.series[0])
  if (filters.shapes[0]) params.set('shape', filters.shapes[0])
  if (filters.sizes[0]) params.set('size', filters.sizes[0])
  if (filters.hasSpa) params.set('spa', filters.hasSpa)
  const text = params.toString()
  return text ? `?${text}` : ''
}
