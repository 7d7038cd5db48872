import type { Metadata } from 'next'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/page-header'
import { hrefWith, readSearchParams } from '@/components/admin/forms/search-params'
import { requirePagePermission } from '@/components/admin/page-guard'
import { PriceBookRowActions } from '@/components/admin/price-book/price-book-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { can } from '@/lib/auth/permissions'
import { formatCents } from '@/lib/money/cents'
import { listPriceBookItems, type PriceBookItem } from '@/lib/price-book/queries'
import {
  PRICE_BOOK_STATUS_FILTERS,
  priceBookFilterSchema,
  type PriceBookStatusFilter,
} from '@/lib/price-book/schema'
import {
  PRICE_BOOK_CATEGORIES,
  PRICE_BOOK_CATEGORY_LABELS,
  categoryLabel,
  unitShort,
} from '@/lib/price-book/units'
import { cn } from '@/lib/utils'

export const metadata: Metadata = { title: 'Price book' }

/** The items under their category, in the categories' order (PRICE_BOOK_CATEGORIES). */
function groupByCategory(items: PriceBookItem[]) {
  return PRICE_BOOK_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0)
}

const STATUS_LABELS: Record<PriceBookStatusFilter, string> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
}
const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm'

export default async function AdminPriceBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('price-book:read')
  if (denied) return denied
  const filters = priceBookFilterSchema.parse(await readSearchParams(searchParams))
  const { items, counts } = await listPriceBookItems(filters)
  const canWrite = can(admin.role, 'price-book:write')
  const statusHref = (status: PriceBookStatusFilter) =>
    hrefWith('/admin/price-book', {
      status: status === 'active' ? undefined : status,
      category: filters.category,
    })

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Price book"
        description={
          canWrite
            ? 'The items reps add to a pool on a quote, with their unit prices. Deactivated items stay on the quotes that used them.'
            : 'The items you can add to a pool on a quote, with their unit prices. Admin and operations keep this list.'
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link href="/admin/price-book/new">
                <Plus aria-hidden /> New item
              </Link>
            </Button>
          ) : undefined
        }
      />

      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border bg-white p-3 shadow-sm">
        <nav aria-label="Item status" className="flex flex-wrap gap-1">
          {PRICE_BOOK_STATUS_FILTERS.map((status) => (
            <Link
              key={status}
              href={statusHref(status)}
              aria-current={filters.status === status ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium',
                filters.status === status ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {STATUS_LABELS[status]} <span className="tabular-nums">({counts[status]})</span>
            </Link>
          ))}
        </nav>
        <form
          role="search"
          aria-label="Filter by category"
          className="ml-auto flex w-full items-end gap-2 sm:w-auto"
        >
          {filters.status !== 'active' && <input type="hidden" name="status" value={filters.status} />}
          <div className="flex-1 space-y-1 sm:w-64">
            <label htmlFor="price-book-category" className="text-sm font-medium">
              Category
            </label>
            <select
              id="price-book-category"
              name="category"
              defaultValue={filters.category ?? ''}
              className={selectClass}
            >
              <option value="">All categories</option>
              {PRICE_BOOK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {PRICE_BOOK_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </form>
      </div>

      {items.length === 0 ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">
          {filters.status === 'inactive' ? 'No deactivated items.' : 'No items here yet.'}
        </p>
      ) : (
        <div className="space-y-6">
          {groupByCategory(items).map(({ category, items: group }) => (
            <section key={category} aria-labelledby={`price-book-${category}`}>
              <h2 id={`price-book-${category}`} className="mb-2 text-lg font-semibold">
                {categoryLabel(category)}
              </h2>
              <ul className="divide-y rounded-xl border bg-white shadow-sm">
                {group.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-start gap-x-3 gap-y-2 p-4 sm:flex-nowrap"
                    data-testid="price-book-row"
                  >
                    <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        {canWrite ? (
                          <Link
                            href={`/admin/price-book/${item.id}`}
                            className="underline-offset-4 hover:underline"
                          >
                            {item.name}
                          </Link>
                        ) : (
                          item.name
                        )}
                        {!item.isActive && <Badge variant="warning">Inactive</Badge>}
                        {item.includedInPackage && <Badge variant="success">In the package</Badge>}
                      </p>
                      {item.description && <p className="mt-1 text-sm text-slate-700">{item.description}</p>}
                    </div>
                    <p
                      className="mr-auto font-semibold tabular-nums sm:mr-0 sm:w-32 sm:shrink-0 sm:text-right"
                      data-testid="price-book-price"
                    >
                      {formatCents(item.unitPriceCents)}
                      <span className="ml-1 text-xs font-normal text-muted-foreground sm:ml-0 sm:block">
                        {unitShort(item.unit)}
                      </span>
                    </p>
                    {canWrite && (
                      // Never squeezed: Edit and Deactivate stay on one line beside a long description.
                      <div className="shrink-0">
                        <PriceBookRowActions
                          id={item.id}
                          name={item.name}
                          isActive={item.isActive}
                          updatedAt={item.updatedAt}
                        />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
