import { LayoutGrid, List } from 'lucide-react'
import Link from 'next/link'
import type { PoolFilters } from '@/lib/pools/filters'
import { galleryHref, type GalleryView } from '@/lib/pools/gallery-url'
import { cn } from '@/lib/utils'

/** Grid/list view toggle; the view is part of the URL like the filters. */
export function ViewToggle({
  filters,
  view,
  page,
}: {
  filters: PoolFilters
  view: GalleryView
  page: number
}) {
  const item = 'inline-flex items-center gap-1.5 px-3 py-2 text-sm font-medium'
  return (
    <div className="inline-flex overflow-hidden rounded-md border" role="group" aria-label="View">
      {(
        [
          ['grid', 'Grid view', LayoutGrid],
          ['list', 'List view', List],
        ] as const
      ).map(([value, label, Icon]) => (
        <Link
          key={value}
          href={galleryHref(filters, { view: value, page })}
          scroll={false}
          prefetch={false}
          aria-current={view === value ? 'true' : undefined}
          className={cn(
            item,
            view === value ? 'bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Link>
      ))}
    </div>
  )
}
