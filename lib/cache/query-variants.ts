/**
 * Public pages whose content depends on a few query parameters (gallery filters, a shared
 * calculation, the form's sourcePage) are cached once per distinct set of those values. Next.js
 * caches a page per path, so proxy.ts rewrites `/pools?shape=Freeform&utm_source=radio` to
 * `/pools/variant/<shape=Freeform in base64url>`, whose route renders the page with that query
 * (base64url: Next.js hands a rewritten path's escapes to the route undecoded). What a
 * page does not read (utm_*, gclid, …) is dropped, so every visitor from one ad shares a page.
 * See docs/decisions/0162-query-pages-cached-per-variant.md.
 */
import { POOL_FILTER_KEYS } from '@/lib/pools/filters'
import { NO_QUERY, variantQuery } from './variant-query'

export { variantQuery }

/** Read by each page's own query parser: keep these lists in step with them (tests check). */
const CALCULATION_KEYS = ['price', 'down', 'term', 'credit'] as const

export const QUERY_VARIANT_PAGES: Readonly<Record<string, readonly string[]>> = {
  // parsePoolFilters, parseGalleryView, paginate and the filter panel's state (lib/pools).
  '/pools': ['q', ...POOL_FILTER_KEYS, 'view', 'page', 'panel'],
  // initialBrandFilters (components/content/latham/brand-filters.ts).
  '/latham-pools': ['q', 'brand', 'series', 'shape', 'size', 'spa'],
  // contactSourcePage (lib/leads/source-page.ts).
  '/contact': ['sourcePage', 'source', 'from'],
  // parseCalculatorParams (lib/financing/params.ts).
  '/calculator': CALCULATION_KEYS,
  '/financing': CALCULATION_KEYS,
}

const VARIANT_SEGMENT = 'variant'

/** Where proxy.ts rewrites a request for one of QUERY_VARIANT_PAGES, or null for any other path. */
export function queryVariantPath(pathname: string, search: URLSearchParams): string | null {
  const keys = QUERY_VARIANT_PAGES[pathname]
  if (!keys) return null
  const kept = new URLSearchParams()
  for (const key of keys) {
    const value = search.get(key)
    if (value) kept.set(key, value)
  }
  const query = kept.toString()
  return `${pathname}/${VARIANT_SEGMENT}/${query ? Buffer.from(query).toString('base64url') : NO_QUERY}`
}

export type VariantProps = { params: Promise<{ query: string }> }

/** The `searchParams` prop a variant route hands to the page it renders. */
export function variantSearchParams(params: VariantProps['params']): Promise<Record<string, string>> {
  return params.then(({ query }) => variantQuery(query))
}
