import Link from 'next/link'
import { PoolImage } from '@/components/pools/pool-image'
import { poolDetailHref } from '@/lib/pools/links'
import type { BrandGalleryPool } from './brand-gallery-pools'

/**
 * A brand page's gallery: the catalogue's pools of the brand that have a picture, each linking to
 * its detail page. A picture that fails to load is swapped for the placeholder (spec 01 §8).
 */
export function BrandGallery({ pools, label }: { pools: BrandGalleryPool[]; label: string }) {
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      aria-label={label}
      data-testid="brand-gallery"
    >
      {pools.map((pool) => (
        <li key={pool.id}>
          <Link
            href={poolDetailHref(pool)}
            className="group block overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-ring"
            data-testid="brand-gallery-item"
          >
            <span className="relative block aspect-[4/3] bg-muted">
              {/* The link's text names the pool: the picture adds nothing for a screen reader. */}
              <PoolImage
                src={pool.image}
                alt=""
                fill
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </span>
            <span className="block p-4">
              <span className="block font-semibold group-hover:underline">{pool.name}</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                {[pool.series && `${pool.series} Series`, pool.dimensions].filter(Boolean).join(' · ')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
