'use client'

import { useState } from 'react'
import { clsx } from 'clsx'
import { PoolCard } from '@/components/pools/pool-card'
import type { CardPool } from '@/lib/pools/card'

export const ALL_CATEGORY = 'all'

/**
 * The home gallery: at most `limit` pools, filtered by size category (default 'all'). The
 * server passes, for each category, the pools it shows, so switching needs no request.
 */
export function HomeGallery({
  categories,
  pools,
  views,
}: {
  categories: string[]
  /** Every pool that appears in any view, by id. */
  pools: CardPool[]
  /** The ids shown for 'all' and for each category, in order (already cut to the limit). */
  views: Record<string, number[]>
}) {
  const [category, setCategory] = useState(ALL_CATEGORY)
  const byId = new Map(pools.map((p) => [p.id, p]))
  const shown = (views[category] ?? []).flatMap((id) => byId.get(id) ?? [])
  return (
    <div>
      <div
        role="group"
        aria-label="Filter the gallery by size"
        className="mb-6 flex flex-wrap justify-center gap-2"
      >
        {[ALL_CATEGORY, ...categories].map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={clsx(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              category === value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background hover:bg-accent',
            )}
          >
            {value === ALL_CATEGORY ? 'All Pools' : value}
          </button>
        ))}
      </div>
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="home-gallery"
        data-category={category}
      >
        {shown.map((pool) => (
          <li key={pool.id} className="flex">
            <PoolCard pool={pool} variant="home" />
          </li>
        ))}
      </ul>
    </div>
  )
}
