import Link from 'next/link'
import { clsx } from 'clsx'
import { MarkPoolsVisited } from '@/components/finder/mark-pools-visited'
import { StartFinderButton } from '@/components/finder/start-finder-button'
import { GalleryFrame } from '@/components/pools/gallery-frame'
import { GalleryPagination } from '@/components/pools/pagination'
import { PoolCard } from '@/components/pools/pool-card'
import { ViewToggle } from '@/components/pools/view-toggle'
import { PageHero } from '@/components/site/page-hero'
import { buttonVariants } from '@/components/ui/button'
import { POOLS_EMPTY_STATE_TEXT, UNKNOWN_POOL_COUNT_TEXT } from '@/content/pools'
import { log } from '@/lib/log'
import {
  applyPoolFilters,
  EMPTY_POOL_FILTERS,
  paginate,
  parsePoolFilters,
  poolFilterOptions,
} from '@/lib/pools/filters'
import { GALLERY_PAGE_SIZE, galleryHref, parseGalleryView } from '@/lib/pools/gallery-url'
import { toCardPool } from '@/lib/pools/card'
import { getActivePools } from '@/lib/pools/queries'
import type { Pool } from '@/lib/pools/types'

type SearchParams = Record<string, string | string[] | undefined>

/** An error reading the catalogue shows an empty list, as the spec asks (§7), never an error page. */
async function loadPools(): Promise<Pool[] | null> {
  try {
    return await getActivePools()
  } catch (error) {
    log.error({ err: error }, '/pools: the pool list could not be loaded')
    return null
  }
}

/**
 * The gallery around the results: the hero, and the filter panel with its toggle and the quick
 * filters (GalleryFrame). /pools renders it from its layout, so it stays mounted while the filters
 * change and only the results (PoolResults, the page) are replaced; a landing page showing /pools
 * renders both in place (PoolsPage), with its query.
 */
export async function PoolsGallery({ query, children }: { query?: SearchParams; children: React.ReactNode }) {
  const loaded = await loadPools()
  const options = poolFilterOptions(loaded ?? [])
  const countText = loaded && loaded.length > 0 ? String(loaded.length) : UNKNOWN_POOL_COUNT_TEXT
  return (
    <>
      <PageHero
        title="Our Fiberglass Pool Collection"
        intro={
          <p>
            Compare <strong data-testid="pool-count">{countText}</strong> fiberglass pool models by shape,
            size, maker and series, then ask for a free estimate on the one you like.
          </p>
        }
      >
        <StartFinderButton />
        <Link
          href="/estimate?sourcePage=pools"
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          <span className="text-primary">Get Your Free Estimate</span>
        </Link>
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="collection-title">
        <GalleryFrame options={options} query={query}>
          {children}
        </GalleryFrame>
      </section>
      <MarkPoolsVisited />
    </>
  )
}

/** The results of /pools for its query: title, view toggle, the cards or list, and the pages. */
export async function PoolResults({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // The query first: a build (which may not read data) stops at it, as the page reads the request.
  const query = await searchParams
  const pools = (await loadPools()) ?? []
  const options = poolFilterOptions(pools)
  const filters = parsePoolFilters(query, options)
  const view = parseGalleryView(query.view)
  const matching = applyPoolFilters(pools, filters)
  const page = paginate(matching, query.page, GALLERY_PAGE_SIZE)

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="collection-title" className="text-2xl font-bold" data-testid="collection-title">
          Pool Collection ({matching.length} {matching.length === 1 ? 'pool' : 'pools'})
        </h2>
        <ViewToggle filters={filters} view={view} page={page.page} />
      </div>

      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center" data-testid="pools-empty">
          <p className="text-lg font-medium">{POOLS_EMPTY_STATE_TEXT}</p>
          <p className="mt-2 text-muted-foreground">
            Try another search word or fewer filters, or let the Pool Finder suggest a pool.
          </p>
          <Link
            href={galleryHref(EMPTY_POOL_FILTERS, { view })}
            className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
          >
            Clear All Filters
          </Link>
        </div>
      ) : view === 'list' ? (
        <ul className="space-y-4" data-testid="pool-list" data-view="list">
          {page.items.map((pool) => (
            <li key={pool.id}>
              <PoolCard pool={toCardPool(pool)} variant="list" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="pool-list" data-view="grid">
          {page.items.map((pool, i) => (
            <li key={pool.id} className={clsx('flex', i >= 3 && 'below-fold-card')}>
              <PoolCard pool={toCardPool(pool)} variant="grid" />
            </li>
          ))}
        </ul>
      )}
      <GalleryPagination filters={filters} view={view} page={page.page} pageCount={page.pageCount} />
    </>
  )
}

/** /pools in one piece, for a landing page that shows it in place (components/landing/local-pages). */
export async function PoolsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams
  return (
    <PoolsGallery query={query}>
      <PoolResults searchParams={Promise.resolve(query)} />
    </PoolsGallery>
  )
}
