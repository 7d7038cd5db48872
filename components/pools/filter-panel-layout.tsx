'use client'

import { SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { clsx } from 'clsx'
import { buttonVariants } from '@/components/ui/button'

/**
 * The 'Find Your Pool' toggle and the filter side panel beside the results. Without JavaScript
 * the toggle is a link that reloads the page with the panel open.
 */
export function FilterPanelLayout({
  initialOpen,
  toggleHref,
  toolbar,
  panel,
  children,
}: {
  initialOpen: boolean
  /** Where the toggle leads without JavaScript (the same view with the panel flipped). */
  toggleHref: string
  toolbar: React.ReactNode
  panel: React.ReactNode
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(initialOpen)
  const panelId = useId()
  return (
    <div>
      {/* Phones and tablets: the toggle above the quick filters, which get the whole width (beside
          it they were squeezed into a column a few chips wide). Desktop: side by side. */}
      <div className="flex flex-col items-start gap-4 lg:flex-row lg:gap-6">
        <a
          href={toggleHref}
          role="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(e) => {
            e.preventDefault()
            setOpen((o) => !o)
          }}
          className={buttonVariants({ variant: open ? 'default' : 'outline' })}
        >
          <SlidersHorizontal aria-hidden />
          Find Your Pool
        </a>
        <div className="w-full min-w-0 lg:flex-1">{toolbar}</div>
      </div>
      <div className={clsx('mt-6 grid gap-8', open && 'lg:grid-cols-[18rem_minmax(0,1fr)]')}>
        <aside
          id={panelId}
          hidden={!open}
          aria-label="Pool filters"
          className="rounded-xl border bg-muted/50 p-4 lg:sticky lg:top-4 lg:self-start"
        >
          <h2 className="mb-4 text-lg font-semibold">Find Your Pool</h2>
          {panel}
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  )
}
