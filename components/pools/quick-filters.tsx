import { X } from 'lucide-react'
import Link from 'next/link'
import { EMPTY_POOL_FILTERS, type PoolFilterOptions, type PoolFilters } from '@/lib/pools/filters'
import { galleryHref, type GalleryView } from '@/lib/pools/gallery-url'
import { cn } from '@/lib/utils'

const chip =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors hover:bg-accent'
const chipActive = 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'

/**
 * Quick filters above the list (spec 01 §2): brand, shape, size, Clear. Plain links, never
 * prefetched: prefetching every filtered version of the page on each visit cost a phone about
 * 17 requests and their main-thread work during load, for links a visitor follows one at a time.
 */
export function QuickFilters({
  filters,
  options,
  view,
}: {
  filters: PoolFilters
  options: PoolFilterOptions
  view: GalleryView
}) {
  const groups = [
    { key: 'manufacturer', label: 'Brand', values: options.manufacturers },
    { key: 'shape', label: 'Shape', values: options.shapes },
    { key: 'size', label: 'Size', values: options.sizes },
  ] as const
  return (
    <nav aria-label="Quick filters" className="space-y-2" data-testid="quick-filters">
      {groups.map((group) => (
        <div key={group.key} className="flex flex-wrap items-center gap-2">
          <span className="w-14 text-sm font-semibold text-muted-foreground">{group.label}</span>
          <ul className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const active = filters[group.key] === value
              return (
                <li key={value}>
                  <Link
                    href={galleryHref({ ...filters, [group.key]: active ? '' : value }, { view })}
                    scroll={false}
                    prefetch={false}
                    aria-current={active ? 'true' : undefined}
                    className={cn(chip, active && chipActive)}
                  >
                    <span className="sr-only">{group.label}: </span>
                    {value}
                    {active && <X aria-hidden className="size-3.5" />}
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
      <div className="flex items-center gap-2">
        <span className="w-14" aria-hidden />
        <Link
          href={galleryHref(EMPTY_POOL_FILTERS, { view })}
          scroll={false}
          prefetch={false}
          className={cn(chip, 'text-primary')}
        >
          <X aria-hidden className="size-3.5" />
          Clear
          <span className="sr-only"> all filters</span>
        </Link>
      </div>
    </nav>
  )
}
