/**
 * Search and filter helpers for pool lists (the /pools gallery, the brand pages). Pure: they run
 * on the server (URL query → filtered list) and in the browser alike.
 */
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import { compareText } from '@/lib/format'
import { poolMaker, type Pool } from './types'

export type SearchablePool = Pick<
  Pool,
  'name' | 'model' | 'description' | 'shape' | 'manufacturer' | 'brand' | 'series'
> &
  Partial<Pick<Pool, 'features'>>

/**
 * True when every word of the term occurs in the pool's name, model, description, shape,
 * manufacturer/brand or series (case-insensitive). An empty term matches every pool.
 * `includeFeatures` also searches the feature list (the brand page's box promises features).
 */
export function matchesSearch(
  pool: SearchablePool,
  term: string,
  options: { includeFeatures?: boolean } = {},
): boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const fields = [
    pool.name,
    pool.model,
    pool.description,
    pool.shape,
    pool.manufacturer,
    pool.brand,
    pool.series,
  ]
  if (options.includeFeatures && pool.features) fields.push(...pool.features)
  const haystack = fields
    .filter((v): v is string => typeof v === 'string')
    .join(' \u0000 ')
    .toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** Sorted distinct non-empty values (case-insensitive duplicates collapse to the first spelling). */
export function distinctSorted<T>(
  items: readonly T[],
  pick: (item: T) => string | null | undefined,
): string[] {
  const seen = new Map<string, string>()
  for (const item of items) {
    const value = pick(item)?.trim()
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value)
  }
  return [...seen.values()].sort(compareText)
}

/** Size categories in size order (Plunge → X-Large), then any unknown ones alphabetically. */
export function sortSizeCategories(values: readonly string[]): string[] {
  const rank = (v: string) => {
    const i = POOL_SIZE_CATEGORIES.findIndex((c) => c.toLowerCase() === v.toLowerCase())
    return i < 0 ? POOL_SIZE_CATEGORIES.length : i
  }
  return [...values].sort((a, b) => rank(a) - rank(b) || compareText(a, b))
}

export type FilterablePool = SearchablePool & Pick<Pool, 'sizeCategory'>

export type PoolFilterOptions = {
  shapes: string[]
  sizes: string[]
  manufacturers: string[]
  series: string[]
}

export function poolFilterOptions(pools: readonly FilterablePool[]): PoolFilterOptions {
  return {
    shapes: distinctSorted(pools, (p) => p.shape),
    sizes: sortSizeCategories(distinctSorted(pools, (p) => p.sizeCategory)),
    manufacturers: distinctSorted(pools, (p) => poolMaker(p)),
    series: distinctSorted(pools, (p) => p.series),
  }
}

/** The gallery's filter state, as it lives in the URL query (q, shape, size, manufacturer, series). */
export type PoolFilters = {
  q: string
  shape: string
  size: string
  manufacturer: string
  series: string
}

export const EMPTY_POOL_FILTERS: PoolFilters = { q: '', shape: '', size: '', manufacturer: '', series: '' }

export const POOL_FILTER_KEYS = ['shape', 'size', 'manufacturer', 'series'] as const
export type PoolFilterKey = (typeof POOL_FILTER_KEYS)[number]

export const SEARCH_MAX_LENGTH = 100

type QueryValue = string | string[] | undefined

function first(value: QueryValue): string {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' ? v.trim() : ''
}

/** The canonical spelling of value among options, or '' when it is not one of them. */
function known(value: string, options: readonly string[]): string {
  if (!value) return ''
  return options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? ''
}

/**
 * Reads the filters from a URL query. Values that are not among the options are ignored (the
 * filter is treated as unset), never an error; the search text is cut to SEARCH_MAX_LENGTH.
 */
export function parsePoolFilters(query: Record<string, QueryValue>, options: PoolFilterOptions): PoolFilters {
  return {
    q: first(query.q).slice(0, SEARCH_MAX_LENGTH),
    shape: known(first(query.shape), options.shapes),
    size: known(first(query.size), options.sizes),
    manufacturer: known(first(query.manufacturer), options.manufacturers),
    series: known(first(query.series), options.series),
  }
}

function same(a: string | null | undefined, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.toLowerCase()
}

export function applyPoolFilters<T extends FilterablePool>(pools: readonly T[], filters: PoolFilters): T[] {
  return pools.filter(
    (pool) =>
      (!filters.shape || same(pool.shape, filters.shape)) &&
      (!filters.size || same(pool.sizeCategory, filters.size)) &&
      (!filters.manufacturer ||
        same(pool.manufacturer, filters.manufacturer) ||
        same(pool.brand, filters.manufacturer)) &&
      (!filters.series || same(pool.series, filters.series)) &&
      matchesSearch(pool, filters.q),
  )
}

export function hasActiveFilters(filters: PoolFilters): boolean {
  return Boolean(filters.q || filters.shape || filters.size || filters.manufacturer || filters.series)
}

/** URL query for the filters (empty values left out), plus extra keys such as view and page. */
export function poolFiltersQuery(
  filters: PoolFilters,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  for (const key of POOL_FILTER_KEYS) if (filters[key]) params.set(key, filters[key])
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number }

/**
 * One page of a list. A page number below 1 or unreadable gives page 1; one past the end gives
 * the last page; an empty list gives page 1 of 1 with no items.
 */
export function paginate<T>(items: readonly T[], requested: QueryValue | number, perPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const raw = typeof requested === 'number' ? requested : Number.parseInt(first(requested), 10)
  const page = Number.isFinite(raw) && raw >= 1 ? Math.min(Math.trunc(raw), pageCount) : 1
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length }
}
