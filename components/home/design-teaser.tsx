'use client'

import { ChevronLeft, ChevronRight, Star } from 'lucide-react'
import Link from 'next/link'
import { useId, useState } from 'react'
import { clsx } from 'clsx'
import { PoolImage } from '@/components/pools/pool-image'
import { buttonVariants } from '@/components/ui/button'
import { DEFAULT_COLOR_LOOK, type PoolColor } from '@/content/pool-colors'
import type { POOL_SIZES } from '@/content/pricing'
import type { TeaserPool } from '@/lib/pools/card'
import { nextIndex, prevIndex } from '@/lib/pools/carousel'
import { PLACEHOLDER_POOL_IMAGE } from '@/lib/pools/images'
import { poolDetailHref, sourceEstimateHref, teaserEstimateHref } from '@/lib/pools/links'
import { PRICE_WORDING, poolPriceText } from '@/lib/pools/price-wording'
import { teaserPrice, teaserPriceText } from '@/lib/pools/pricing'
import { ColorSwatch } from '@/components/pools/color-swatch'
import { PhotoArrows } from '@/components/pools/photo-arrows'
import { useSwipe } from '@/components/pools/use-swipe'

type Size = (typeof POOL_SIZES)[number]

/**
 * The size and colour price teaser (home and /design): the price for the chosen size, a preview
 * in the chosen finish, and up to six pools of that size in a carousel. Changing the size resets
 * the pool and picture indexes (spec 01 §4).
 */
export function DesignTeaser({
  sizes,
  colors,
  poolsBySize,
  defaultSize,
  sourcePage,
  sourceHeadingId,
}: {
  sizes: readonly Size[]
  colors: readonly PoolColor[]
  poolsBySize: Record<string, TeaserPool[]>
  defaultSize: string
  /** sourcePage of the estimate links: the page the teaser is on ('home', 'design'). */
  sourcePage: string
  /** id of the section heading, for the group labels. */
  sourceHeadingId?: string
}) {
  const id = useId()
  const [size, setSize] = useState(
    sizes.some((s) => s.name === defaultSize) ? defaultSize : (sizes[0]?.name ?? ''),
  )
  const [color, setColor] = useState<string>(colors.find((c) => c.popular)?.name ?? colors[0]?.name ?? '')
  const [poolIndex, setPoolIndex] = useState(0)
  const [imageIndex, setImageIndex] = useState(0)

  const chosenSize = sizes.find((s) => s.name === size)
  const chosenColor = colors.find((c) => c.name === color)
  const pools = poolsBySize[size] ?? []
  const pool = pools[poolIndex]
  const shownPrice = teaserPrice(sizes, size)
  const fromPool = pools[0]?.price === shownPrice ? pools[0] : undefined
  const images = pool?.gallery ?? []
  const image = images[imageIndex] ?? {
    src: PLACEHOLDER_POOL_IMAGE,
    alt: pool ? `${pool.name}: photo coming` : '',
  }

  const swipe = useSwipe(
    () => setImageIndex((i) => prevIndex(i, images.length)),
    () => setImageIndex((i) => nextIndex(i, images.length)),
  )

  const chooseSize = (name: string) => {
    setSize(name)
    setPoolIndex(0)
    setImageIndex(0)
  }
  const movePool = (step: (i: number, n: number) => number) => {
    setPoolIndex((i) => step(i, pools.length))
    setImageIndex(0)
  }

  const look = chosenColor ?? DEFAULT_COLOR_LOOK
  return (
    <div className="grid gap-8 lg:grid-cols-2" data-testid="design-teaser" aria-describedby={sourceHeadingId}>
      <div className="space-y-6">
        <fieldset>
          <legend className="mb-3 font-semibold">1. Choose a size</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5 lg:grid-cols-3 xl:grid-cols-5">
            {sizes.map((s) => (
              <label
                key={s.name}
                className={clsx(
                  'cursor-pointer rounded-lg border-2 p-3 text-center has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                  s.name === size ? 'border-primary bg-secondary' : 'border-border hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={s.name}
                  checked={s.name === size}
                  onChange={() => chooseSize(s.name)}
                  className="sr-only"
                />
                <span className="block font-semibold">{s.name}</span>
                <span className="block text-sm text-muted-foreground">{s.dimensions} ft</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 font-semibold">2. Choose a finish colour</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-3 xl:grid-cols-6">
            {colors.map((c) => (
              <label
                key={c.name}
                className={clsx(
                  'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border-2 p-2 text-center text-xs has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                  c.name === color ? 'border-primary bg-secondary' : 'border-border hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={c.name}
                  checked={c.name === color}
                  onChange={() => setColor(c.name)}
                  className="sr-only"
                />
                <ColorSwatch name={c.name} look={c} className="size-9" />
                <span className="font-medium">{c.name}</span>
                {c.popular && (
                  <span className="absolute -top-2 right-0 inline-flex items-center gap-0.5 rounded-full bg-amber-300 px-1.5 py-0.5 text-[0.65rem] font-bold text-amber-950">
                    <Star aria-hidden className="size-2.5 fill-current" />
                    Popular
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="rounded-xl bg-primary p-5 text-primary-foreground">
          <p className="text-sm text-white/85">
            {chosenSize ? `${chosenSize.name} pools` : 'Fiberglass pools'} in {color}
          </p>
          {/* Label and amount are announced together when the size changes. */}
          <div aria-live="polite" aria-atomic="true">
            <p className="mt-2 text-sm font-semibold">{PRICE_WORDING.fromLabel}</p>
            <p className="text-4xl font-bold" data-testid="teaser-price">
              <span className="text-2xl align-top">$</span>
              {teaserPriceText(sizes, size)}
            </p>
          </div>
          {/* The pool that price buys: the first listed below (they are cheapest first). */}
          {fromPool && (
            <p className="mt-2 text-sm font-semibold text-white" data-testid="teaser-price-pool">
              {PRICE_WORDING.teaserPool(fromPool.name, fromPool.dimensions, pools.length, size)}
            </p>
          )}
          <p className="mt-2 text-sm text-white/90">{PRICE_WORDING.teaserNote}</p>
        </div>
        <div
          aria-hidden
          className="h-28 rounded-[3rem] border-8 border-stone-200 shadow-inner"
          style={{
            backgroundImage: `linear-gradient(135deg, ${look.from}, ${look.to})`,
          }}
          data-testid="teaser-color-preview"
        />
      </div>

      <div>
        <h3 className="mb-3 font-semibold" id={`${id}-recs`}>
          3. {pools.length > 0 ? `Our ${size} pools (${pools.length})` : `Our ${size} pools`}
        </h3>
        {pool ? (
          <div
            className="overflow-hidden rounded-xl border bg-card shadow-sm"
            role="group"
            aria-roledescription="carousel"
            aria-labelledby={`${id}-recs`}
            data-testid="teaser-pool"
            data-pool-index={poolIndex}
            data-image-index={imageIndex}
          >
            <div
              {...(images.length > 1 ? swipe : {})}
              className={clsx('relative aspect-[4/3] bg-muted', images.length > 1 && swipe.className)}
            >
              <PoolImage
                key={image.src}
                src={image.src}
                alt={image.alt}
                fill
                sizes="(min-width: 1024px) 45vw, 100vw"
                className="object-cover"
              />
              {images.length > 1 && (
                <PhotoArrows
                  onPrev={() => setImageIndex((i) => prevIndex(i, images.length))}
                  onNext={() => setImageIndex((i) => nextIndex(i, images.length))}
                  prevLabel={`Previous photo of ${pool.name}`}
                  nextLabel={`Next photo of ${pool.name}`}
                />
              )}
            </div>
            <div className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="text-lg font-semibold" data-testid="teaser-pool-name">
                    {pool.name}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {[pool.series && `${pool.series} Series`, pool.dimensions, pool.shape]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="mt-1 text-sm font-semibold text-slate-900" data-testid="teaser-pool-price">
                    {poolPriceText(pool.price)}
                  </p>
                </div>
                {pools.length > 1 && (
                  <div className="js-only flex shrink-0 items-center gap-1">
                    <button
                      type="button"
                      onClick={() => movePool(prevIndex)}
                      aria-label="Previous recommended pool"
                      className="rounded-full border p-1.5 hover:bg-muted"
                    >
                      <ChevronLeft aria-hidden className="size-4" />
                    </button>
                    <span className="text-sm tabular-nums" data-testid="teaser-pool-position">
                      {poolIndex + 1} / {pools.length}
                    </span>
                    <button
                      type="button"
                      onClick={() => movePool(nextIndex)}
                      aria-label="Next recommended pool"
                      className="rounded-full border p-1.5 hover:bg-muted"
                    >
                      <ChevronRight aria-hidden className="size-4" />
                    </button>
                  </div>
                )}
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  href={teaserEstimateHref(pool, sourcePage)}
                  className={buttonVariants({ className: 'grow basis-0' })}
                >
                  Get Estimate for This Pool
                </Link>
                <Link
                  href={poolDetailHref(pool)}
                  className={buttonVariants({ variant: 'outline', className: 'grow basis-0' })}
                >
                  View Pool Details
                </Link>
              </div>
            </div>
          </div>
        ) : (
          <div className="rounded-xl border border-dashed p-8 text-center">
            <p>We have no {size} pools listed right now.</p>
            <Link
              href={sourceEstimateHref(sourcePage)}
              className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
            >
              Ask Us About a {size} Pool
            </Link>
          </div>
        )}
      </div>
    </div>
  )
}
