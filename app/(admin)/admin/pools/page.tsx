import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/page-header'
import { Pagination } from '@/components/admin/pager'
import { hrefWith, readSearchParams } from '@/components/admin/forms/search-params'
import { PoolRowActions } from '@/components/admin/pools/pool-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import { formatUsd } from '@/lib/format'
import { getPoolFormOptions, listPools } from '@/lib/pools/admin-queries'
import { poolFilterSchema, POOLS_PER_PAGE } from '@/lib/pools/schema'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Pools' }

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm'

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

      <form
        role="search"
        aria-label="Filter pools"
        className="mb-4 grid gap-3 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        <div className="space-y-1">
          <label htmlFor="pool-q" className="text-sm font-medium">
            Search
          </label>
          <Input
            id="pool-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, model, series, shape…"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="pool-maker" className="text-sm font-medium">
            Manufacturer
          </label>
          <select
            id="pool-maker"
            name="manufacturer"
            defaultValue={filters.manufacturer}
            className={selectClass}
          >
            <option value="">All</option>
            {options.makersInUse.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="pool-size" className="text-sm font-medium">
            Size category
          </label>
          <select
            id="pool-size"
            name="sizeCategory"
            defaultValue={filters.sizeCategory}
            className={selectClass}
          >
            <option value="">All</option>
            {POOL_SIZE_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="pool-status" className="text-sm font-medium">
            Status
          </label>
          <select id="pool-status" name="status" defaultValue={filters.status} className={selectClass}>
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">Filter</Button>
          {filtered && (
            <Button asChild variant="ghost">
              <Link href="/admin/pools">Clear</Link>
            </Button>
          )}
        </div>
      </form>

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
