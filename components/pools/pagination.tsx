import Link from 'next/link'
import type { PoolFilters } from '@/lib/pools/filters'
import { galleryHref, type GalleryView } from '@/lib/pools/gallery-url'
import { cn } from '@/lib/utils'

export function GalleryPagination({
  filters,
  view,
  page,
  pageCount,
}: {
  filters: PoolFilters
  view: GalleryView
  page: number
  pageCount: number
}) {
  if (pageCount <= 1) return null
  const link =
    'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium'
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={galleryHref(filters, { view, page: page - 1 })} className={cn(link, 'hover:bg-accent')}>
          Previous<span className="sr-only"> page</span>
        </Link>
      )}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          href={galleryHref(filters, { view, page: n })}
          aria-current={n === page ? 'page' : undefined}
          className={cn(
            link,
            n === page ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          <span className="sr-only">Page </span>
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link href={galleryHref(filters, { view, page: page + 1 })} className={cn(link, 'hover:bg-accent')}>
          Next<span className="sr-only"> page</span>
        </Link>
      )}
    </nav>
  )
}
