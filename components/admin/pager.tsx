/** Page links of the admin lists (links, so they work without JavaScript). */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** Previous / next links of a keyset-paginated list (the leads, contacts and spam desks). */
export function Pager({
  basePath,
  query,
  prevCursor,
  nextCursor,
  summary,
}: {
  basePath: string
  /** The filters' query string, without the page position. */
  query: string
  prevCursor?: string
  nextCursor?: string
  summary: React.ReactNode
}) {
  const href = (cursor: string, dir: 'next' | 'prev') => {
    const params = new URLSearchParams(query)
    params.set('cursor', cursor)
    params.set('dir', dir)
    return `${basePath}?${params.toString()}`
  }
  const disabled = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'pointer-events-none opacity-50')
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        {prevCursor ? (
          <>
            <Link
              href={query ? `${basePath}?${query}` : basePath}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              First page
            </Link>
            <Link
              href={href(prevCursor, 'prev')}
              rel="prev"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ChevronLeft aria-hidden /> Previous
            </Link>
          </>
        ) : (
          <span className={disabled} aria-disabled="true">
            <ChevronLeft aria-hidden /> Previous
          </span>
        )}
        {nextCursor ? (
          <Link
            href={href(nextCursor, 'next')}
            rel="next"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Next <ChevronRight aria-hidden />
          </Link>
        ) : (
          <span className={disabled} aria-disabled="true">
            Next <ChevronRight aria-hidden />
          </span>
        )}
      </div>
    </nav>
  )
}

/** Page links for a list: 'Previous', 'Page 2 of 5', 'Next', keeping the other query values. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link className="font-medium text-primary underline" href={hrefFor(page - 1)}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="font-medium text-primary underline" href={hrefFor(page + 1)}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
