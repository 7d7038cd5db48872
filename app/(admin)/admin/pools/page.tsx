import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/page-header'
import { FilterActions, FilterBar, SearchFilter, SelectFilter } from '@/components/admin/list-filters'
import { Pagination } from '@/components/admin/pager'
import { hrefWith, readSearchParams } from '@/components/admin/forms/search-params'
import { PoolRowActions } from '@/components/admin/pools/pool-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import { formatUsd } from '@/lib/format'
import { getPoolFormOptions, listPools } from '@/lib/pools/admin-queries'
import { poolFilterSchema, POOLS_PER_PAGE } from '@/lib/pools/schema'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Pools' }

export default async function AdminPoolsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('pools:write')
  if (denied) return denied
  const filters = poolFilterSchema.parse(await readSearchParams(searchParams))
  const [{ items, total }, options] = await Promise.all([listPools(filters), getPoolFormOptions()])
  const pageCount = Math.max(1, Math.ceil(total / POOLS_PER_PAGE))
  const filtered = filters.q || filters.manufacturer || filters.sizeCategory || filters.status !== 'all'

  return (
    <div>
      <AdminPageHeader
        title="Pools"
        description="The catalogue shown on the home page, the gallery and the pool pages. Changes show on the site at once."
        actions={
          <Button asChild>
            <Link href="/admin/pools/new">
              <Plus aria-hidden /> New pool
            </Link>
          </Button>
        }
      />

      <FilterBar label="Filter pools" className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
        <SearchFilter id="pool-q" value={filters.q} placeholder="Name, model, series, shape…" />
        <SelectFilter
          id="pool-maker"
          label="Manufacturer"
          name="manufacturer"
          value={filters.manufacturer}
          all="All"
          options={options.makersInUse}
        />
        <SelectFilter
          id="pool-size"
          label="Size category"
          name="sizeCategory"
          value={filters.sizeCategory}
          all="All"
          options={POOL_SIZE_CATEGORIES}
        />
        <SelectFilter
          id="pool-status"
          label="Status"
          name="status"
          value={filters.status}
          all={{ value: 'all', label: 'All' }}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
        <FilterActions submitLabel="Filter" clearHref={filtered ? '/admin/pools' : undefined} />
      </FilterBar>

      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {total} {total === 1 ? 'pool' : 'pools'}
        {filtered ? ' match the filters' : ''}
      </p>

      {items.length === 0 ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">
          {filtered ? 'No pools match these filters.' : 'No pools yet. Create the first one.'}
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-white shadow-sm">
          {items.map((pool) => (
            <li
              key={pool.id}
              className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap"
              data-testid="admin-pool-row"
            >
              <div className="relative h-14 w-20 shrink-0 overflow-hidden rounded-md bg-muted">
                {pool.image && (
                  <Image
                    src={pool.image.url}
                    alt={pool.image.alt}
                    fill
                    sizes="80px"
                    className="object-cover"
                  />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <Link href={`/admin/pools/${pool.id}`} className="underline-offset-4 hover:underline">
                    {pool.name}
                  </Link>
                  {pool.isActive ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="warning">Inactive</Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {[pool.manufacturer, pool.series, pool.shape, pool.sizeCategory, pool.dimensions]
                    .filter(Boolean)
                    .join(' · ')}
                  {pool.price != null && ` · ${formatUsd(pool.price)}`}
                </p>
              </div>
              <PoolRowActions
                id={pool.id}
                name={pool.name}
                isActive={pool.isActive}
                updatedAt={pool.updatedAt}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefFor={(page) =>
          hrefWith('/admin/pools', {
            ...filters,
            status: filters.status === 'all' ? undefined : filters.status,
            page,
          })
        }
      />
    </div>
  )
}
