'use client'

import { LocateFixed, Phone } from 'lucide-react'
import { clsx } from 'clsx'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { officeForContentPages } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'

/**
 * Call buttons for the content pages (spec 02 §2.1, §2.3): the nearest office by browser location,
 * West Palm Beach when location is denied or unknown. `variant="all"` shows one button per city
 * with the nearest one first (named the nearest office only once the location is known);
 * `variant="nearest"` shows only the nearest office. Every block on a page shares one position.
 */
export function OfficeCallButtons({
  offices,
  variant = 'nearest',
  tone = 'dark',
}: {
  offices: Office[]
  variant?: 'nearest' | 'all'
  /** 'dark' for buttons on a dark hero, 'light' on a white background. */
  tone?: 'dark' | 'light'
}) {
  const { position, state, request } = useVisitorPosition()
  const nearest = officeForContentPages(offices, position)
  if (!nearest) return null
  const list = variant === 'all' ? [nearest, ...offices.filter((o) => o.id !== nearest.id)] : [nearest]

  return (
    <div className="flex flex-col gap-3" data-testid="office-call-buttons">
      <ul className="flex flex-wrap gap-3">
        {list.map((office) => {
          const isNearest = office.id === nearest.id
          return (
            <li key={office.id}>
              <a
                href={telHref(office.phone)}
                data-office={office.id}
                data-nearest={isNearest ? 'true' : undefined}
                className={clsx(
                  'inline-flex min-h-12 items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors',
                  tone === 'dark'
                    ? isNearest
                      ? 'bg-white text-primary hover:bg-white/90'
                      : 'border border-white/70 text-white hover:bg-white/10'
                    : isNearest
                      ? 'bg-primary text-primary-foreground hover:bg-primary/90'
                      : 'border border-input bg-background text-foreground hover:bg-accent',
                )}
              >
                <Phone className="size-4" aria-hidden />
                <span>
                  Call {office.city}
                  <span className="ml-1 font-normal">{office.phone}</span>
                  {isNearest && variant === 'all' && state === 'resolved' && (
                    <span className="sr-only"> (nearest office)</span>
                  )}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
      {state !== 'resolved' && (
        <button
          type="button"
          onClick={request}
          disabled={state === 'detecting'}
          className={clsx(
            'inline-flex w-fit items-center gap-1 rounded text-sm underline underline-offset-2',
            tone === 'dark' ? 'text-white/90 hover:text-white' : 'text-primary',
          )}
        >
          <LocateFixed className="size-4" aria-hidden />
          {state === 'detecting'
            ? 'Finding your nearest office…'
            : state === 'denied' || state === 'unavailable'
              ? `Location unavailable: showing our ${nearest.city} office`
              : 'Use my location to find the nearest office'}
        </button>
      )}
    </div>
  )
}
