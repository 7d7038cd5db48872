'use client'

import { useParams } from 'next/navigation'
import { FilterPanelLayout } from '@/components/pools/filter-panel-layout'
import { PoolFilterForm } from '@/components/pools/pool-filter-form'
import { QuickFilters } from '@/components/pools/quick-filters'
import { variantQuery } from '@/lib/cache/variant-query'
import { hasActiveFilters, parsePoolFilters, type PoolFilterOptions } from '@/lib/pools/filters'
import { galleryHref, parseGalleryView } from '@/lib/pools/gallery-url'

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The /pools filter panel, its 'Find Your Pool' toggle and the quick filters, around the results.
 * /pools renders it from its layout (app/(site)/pools/layout.tsx), so it stays mounted while the
 * filters change: each change loads another cached variant of the page (/pools/variant/<query>,
 * lib/cache/query-variants.ts), a route of its own that React mounts afresh. In the page the
 * search box went with it: it lost the focus and the letters typed meanwhile, and the panel closed.
 * Here only the results are replaced; the box keeps the focus, the text and the panel its state.
 *
 * The filters are read from the variant's route parameter (the layout is not given the query), or
 * from `query` where a landing page renders the gallery in place.
 */
export function GalleryFrame({
  options,
  query,
  children,
}: {
  options: PoolFilterOptions
  query?: Query
  children: React.ReactNode
}) {
  const params = useParams<{ query?: string }>()
  const current: Query = query ?? (params?.query ? variantQuery(params.query) : {})
  const filters = parsePoolFilters(current, options)
  const view = parseGalleryView(current.view)
  const requestedPage = Number.parseInt(first(current.page), 10)
  const page = Number.isFinite(requestedPage) && requestedPage > 1 ? requestedPage : 1
  const panelOpen = first(current.panel) === 'open' || hasActiveFilters(filters)

  return (
    <FilterPanelLayout
      initialOpen={panelOpen}
      toggleHref={galleryHref(filters, { view, page, panel: !panelOpen })}
      toolbar={<QuickFilters filters={filters} options={options} view={view} />}
      panel={<PoolFilterForm filters={filters} options={options} view={view} />}
    >
      {children}
    </FilterPanelLayout>
  )
}
