import { Ruler, Sparkles, Waves } from 'lucide-react'
import Link from 'next/link'
import { clsx } from 'clsx'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import type { CardPool } from '@/lib/pools/card'
import {
  galleryCardEstimateHref,
  galleryListEstimateHref,
  homeGalleryEstimateHref,
  poolDetailHref,
} from '@/lib/pools/links'
import { poolPriceText } from '@/lib/pools/price-wording'
import { poolHasSpa, poolMaker } from '@/lib/pools/types'
import { PoolCardCarousel } from './pool-card-carousel'

export type PoolCardVariant = 'grid' | 'list' | 'home'

const GRID_SIZES = '(min-width: 1280px) 28vw, (min-width: 640px) 45vw, 100vw'
const LIST_SIZES = '(min-width: 640px) 288px, 100vw'

function estimateHref(pool: CardPool, variant: PoolCardVariant, sourcePage?: string) {
  if (variant === 'home') return homeGalleryEstimateHref(pool)
  if (variant === 'list') return galleryListEstimateHref(pool)
  return galleryCardEstimateHref(pool, sourcePage)
}

/** A pool in the gallery (grid or list), on the home page gallery or among related pools. */
export function PoolCard({
  pool,
  variant = 'grid',
  headingLevel = 3,
  sourcePage,
}: {
  pool: CardPool
  variant?: PoolCardVariant
  headingLevel?: 2 | 3
  /** The grid card's Get Estimate credits this page; /pools by default. */
  sourcePage?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const list = variant === 'list'
  const maker = poolMaker(pool)
  return (
    <article
      className={clsx(
        'flex w-full overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
      data-testid="pool-card"
      data-pool-id={pool.id}
      aria-labelledby={`pool-${pool.id}-${variant}-name`}
    >
      <PoolCardCarousel
        images={pool.gallery}
        poolName={pool.name}
        sizes={list ? LIST_SIZES : GRID_SIZES}
        className={list ? 'sm:w-72 sm:shrink-0' : undefined}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="mb-1 flex flex-wrap gap-1.5">
            {pool.series && <Badge variant="secondary">{pool.series} Series</Badge>}
            {maker && <Badge variant="outline">{maker}</Badge>}
            {poolHasSpa(pool) && <Badge variant="success">Built-in spa</Badge>}
          </div>
          <Heading id={`pool-${pool.id}-${variant}-name`} className="text-lg leading-tight font-semibold">
            {pool.name}
          </Heading>
        </div>
        <ul className="grid grid-cols-1 gap-1 text-sm text-muted-foreground">
          {pool.dimensions && (
            <li className="flex items-center gap-1.5">
              <Ruler aria-hidden className="size-4 text-ocean" />
              <span>
                {pool.dimensions}
                {pool.sizeCategory ? ` · ${pool.sizeCategory}` : ''}
              </span>
            </li>
          )}
          {(pool.shape || pool.depth) && (
            <li className="flex items-center gap-1.5">
              <Waves aria-hidden className="size-4 text-ocean" />
              <span>
                {[pool.shape, pool.depth ? `${pool.depth} deep` : null].filter(Boolean).join(' · ')}
              </span>
            </li>
          )}
          {list && pool.features.length > 0 && (
            <li className="flex items-center gap-1.5">
              <Sparkles aria-hidden className="size-4 text-ocean" />
              <span>{pool.features.slice(0, 3).join(' · ')}</span>
            </li>
          )}
        </ul>
        {list && pool.description && <p className="line-clamp-2 text-sm">{pool.description}</p>}
        <p className="text-sm font-semibold text-slate-900" data-testid="pool-card-price">
          {poolPriceText(pool.price)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Link
            href={poolDetailHref(pool)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'grow basis-0' })}
            aria-label={`View Details: ${pool.name}`}
          >
            View Details
          </Link>
          <Link
            href={estimateHref(pool, variant, sourcePage)}
            className={buttonVariants({ size: 'sm', className: 'grow basis-0' })}
            aria-label={`${list ? 'Get Quote' : 'Get Estimate'}: ${pool.name}`}
          >
            {list ? 'Get Quote' : 'Get Estimate'}
          </Link>
        </div>
      </div>
    </article>
  )
}
