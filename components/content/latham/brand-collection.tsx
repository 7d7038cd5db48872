'use client'

import { Pause, Play, Search, SlidersHorizontal, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useReducedMotion } from '@/components/pools/use-reduced-motion'
import { LazyPopover } from '@/components/ui/lazy-popover'
import {
  brandFilterOptions,
  brandFiltersQuery,
  filterBrandPools,
  hasActiveBrandFilters,
  moreFilterCount,
  type BrandFilterState,
  type BrandPool,
  type SpaFilter,
} from './brand-filters'
import { SlideshowCard } from './slideshow-card'

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-3 focus-visible:outline-ring'

/**
 * The brand page's pool collection (spec 02 §2.7, §2.8): the filter bar over the server-rendered
 * list, and the grid of slideshow cards. Filter changes re-apply the maker restriction and are
 * kept in the URL (replaceState), so a filtered view can be shared and reloads the same.
 */
export function BrandCollection({
  pools,
  brand,
  initial,
  defaults,
  texts,
}: {
  /** Every active pool of the brand (already restricted on the server). */
  pools: BrandPool[]
  brand: string
  /** Filters of the first render (from the URL). */
  initial: BrandFilterState
  /** The page's default filters (brand selected, the rest empty). */
  defaults: BrandFilterState
  texts: { empty: string; searchPlaceholder: string }
}) {
  const uid = useId()
  const [filters, setFilters] = useState(initial)
  const [paused, setPaused] = useState(false)
  const reducedMotion = useReducedMotion()
  const options = useMemo(() => brandFilterOptions(pools), [pools])
  const shown = useMemo(() => filterBrandPools(pools, brand, filters), [pools, brand, filters])
  const moreCount = moreFilterCount(filters)

  const update = (next: BrandFilterState) => {
    setFilters(next)
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${brandFiltersQuery(next, defaults)}#collection`,
    )
  }
  const set = <K extends keyof BrandFilterState>(key: K, value: BrandFilterState[K]) =>
    update({ ...filters, [key]: value })
  const one = (value: string) => (value ? [value] : [])
  const clearAll = () => update(defaults)

  if (pools.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed p-10 text-center text-muted-foreground"
        data-testid="brand-empty"
      >
        {texts.empty}
      </p>
    )
  }

  return (
    <div>
      <div
        className="rounded-2xl border bg-card p-4 shadow-sm"
        role="search"
        aria-label="Filter pools"
        data-testid="filter-bar"
      >
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]">
          <div className="relative">
            <label htmlFor={`${uid}-q`} className="sr-only">
              Search pools
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <input
              id={`${uid}-q`}
              type="search"
              value={filters.searchTerm}
              onChange={(e) => set('searchTerm', e.target.value.slice(0, 100))}
              placeholder={texts.searchPlaceholder}
              className={`${selectClass} pl-9`}
              data-testid="filter-search"
            />
          </div>
          <ListSelect
            id={`${uid}-brand`}
            label="Brand"
            allLabel="All Brands"
            options={options.brands}
            value={filters.brands[0] ?? ''}
            onChange={(value) => set('brands', one(value))}
            testId="filter-brand"
          />
          <ListSelect
            id={`${uid}-series`}
            label="Series"
            allLabel="All Series"
            options={options.series}
            value={filters.series[0] ?? ''}
            onChange={(value) => set('series', one(value))}
            testId="filter-series"
          />
          <ListSelect
            id={`${uid}-shape`}
            label="Shape"
            allLabel="All Shapes"
            options={options.shapes}
            value={filters.shapes[0] ?? ''}
            onChange={(value) => set('shapes', one(value))}
            testId="filter-shape"
          />
          <LazyPopover
            triggerProps={{
              className:
                'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-semibold hover:bg-accent',
              'data-testid': 'filter-more',
            }}
            contentProps={{ align: 'end', 'aria-label': 'More filters' }}
            trigger={
              <>
                <SlidersHorizontal className="size-4" aria-hidden /> More
                {moreCount > 0 && (
                  <span
                    className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground"
                    data-testid="filter-more-count"
                  >
                    {moreCount}
                    <span className="sr-only"> active</span>
                  </span>
                )}
              </>
            }
          >
            <div className="space-y-4">
              <ListSelect
                id={`${uid}-size`}
                label="Pool Size"
                visibleLabel
                allLabel="All Sizes"
                options={options.sizes}
                value={filters.sizes[0] ?? ''}
                onChange={(value) => set('sizes', one(value))}
                testId="filter-size"
              />
              <div>
                <label htmlFor={`${uid}-spa`} className="mb-1 block text-sm font-semibold">
                  Built-in Spa
                </label>
                <select
                  id={`${uid}-spa`}
                  value={filters.hasSpa}
                  onChange={(e) => set('hasSpa', e.target.value as SpaFilter)}
                  className={selectClass}
                  data-testid="filter-spa"
                >
                  <option value="">Any</option>
                  <option value="yes">With built-in spa</option>
                  <option value="no">Without spa</option>
                </select>
              </div>
              <button
                type="button"
                onClick={() => update({ ...filters, sizes: [], hasSpa: '' })}
                disabled={moreCount === 0}
                className="text-sm font-semibold text-primary underline-offset-2 hover:underline disabled:opacity-50"
                data-testid="filter-more-clear"
              >
                Clear
              </button>
            </div>
          </LazyPopover>
        </div>

        {(moreCount > 0 || hasActiveBrandFilters(filters, defaults)) && (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            {moreCount > 0 && <span className="font-semibold">Active:</span>}
            {filters.sizes[0] && (
              <button
                type="button"
                onClick={() => set('sizes', [])}
                className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground hover:bg-secondary/70"
                data-testid="chip-size"
              >
                Size: {filters.sizes[0]} <X className="size-3.5" aria-hidden />
                <span className="sr-only">(remove)</span>
              </button>
            )}
            {filters.hasSpa && (
              <button
                type="button"
                onClick={() => set('hasSpa', '')}
                className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground hover:bg-secondary/70"
                data-testid="chip-spa"
              >
                Spa: {filters.hasSpa === 'yes' ? 'Yes' : 'No'} <X className="size-3.5" aria-hidden />
                <span className="sr-only">(remove)</span>
              </button>
            )}
            <button
              type="button"
              onClick={clearAll}
              className="ml-auto font-semibold text-primary underline-offset-2 hover:underline"
              data-testid="filter-clear-all"
            >
              Clear all
            </button>
          </div>
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="brand-count">
          Showing {shown.length} of {pools.length} pools
        </p>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
            aria-pressed={paused}
          >
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
            {paused ? 'Play slideshows' : 'Pause slideshows'}
          </button>
        )}
      </div>

      {shown.length === 0 ? (
        <p
          className="mt-6 rounded-xl border border-dashed p-10 text-center text-muted-foreground"
          data-testid="brand-no-match"
        >
          {texts.empty}
        </p>
      ) : (
        <ul
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="brand-grid"
        >
          {shown.map((pool) => (
            <li key={pool.id}>
              <SlideshowCard pool={pool} playing={!paused && !reducedMotion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** One of the filter bar's list selects: 'All …' first, then the values the pools have. */
function ListSelect({
  id,
  label,
  visibleLabel = false,
  allLabel,
  options,
  value,
  onChange,
  testId,
}: {
  id: string
  label: string
  /** A label above the select (in the More popover); otherwise the label is for screen readers. */
  visibleLabel?: boolean
  allLabel: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  return (
    <div>
      <label htmlFor={id} className={visibleLabel ? 'mb-1 block text-sm font-semibold' : 'sr-only'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {options.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  )
}
