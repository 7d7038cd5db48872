import { X } from 'lucide-react'
import Link from 'next/link'
import { clsx } from 'clsx'
import { EMPTY_POOL_FILTERS, type PoolFilterOptions, type PoolFilters } from '@/lib/pools/filters'
import { galleryHref, type GalleryView } from '@/lib/pools/gallery-url'

// Taller on phones, where they are tapped with a finger. Rendered in the browser (the gallery's
// frame, components/pools/gallery-frame.tsx): clsx, not cn() (docs/decisions/0131-…).
const chip =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors sm:py-1'
const chipIdle = 'hover:bg-accent'
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
    // One row per group: its name in a narrow first column, its chips wrapping in the rest.
    <nav
      aria-label="Quick filters"
      className="grid grid-cols-[3.25rem_minmax(0,1fr)] items-baseline gap-x-3 gap-y-2.5"
      data-testid="quick-filters"
    >
      {groups.map((group) => (
        <div key={group.key} className="col-span-2 grid grid-cols-subgrid items-baseline">
          <span className="text-sm font-semibold text-muted-foreground">{group.label}</span>
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
                    className={clsx(chip, active ? chipActive : chipIdle)}
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
      <div className="col-start-2">
        <Link
          href={galleryHref(EMPTY_POOL_FILTERS, { view })}
          scroll={false}
          prefetch={false}
          className={clsx(chip, chipIdle, 'text-primary')}
        >
          <X aria-hidden className="size-3.5" />
          Clear
          <span className="sr-only"> all filters</span>
        </Link>
      </div>
    </nav>
  )
}
