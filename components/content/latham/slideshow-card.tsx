'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { PoolImage } from '@/components/pools/pool-image'
import { useSwipe } from '@/components/pools/use-swipe'
import { nextIndex, prevIndex } from '@/lib/pools/carousel'
import { PLACEHOLDER_POOL_IMAGE } from '@/lib/pools/images'
import type { BrandPool } from './brand-filters'

/** Spec 02 §9.5: the pool card slideshow advances every 4 seconds. */
export const CARD_SLIDESHOW_MS = 4000

/**
 * A brand-page pool card (spec 02 §2.7): a slideshow that advances every 4 s (no thumbnails), or
 * the fallback picture when the pool has no usable pictures; name, series badge, a two-line
 * description, shape and 'View Details'. The slideshow runs only while the card is on screen,
 * stops while hovered or focused, and stays still when `playing` is false (the page's pause
 * control, or reduced motion).
 */
export function SlideshowCard({ pool, playing }: { pool: BrandPool; playing: boolean }) {
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(false)
  const [held, setHeld] = useState(false)
  const ref = useRef<HTMLElement>(null)
  const count = pool.images.length

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((e) => e.isIntersecting)),
      {
        threshold: 0.25,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const running = playing && visible && !held && count > 1
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), CARD_SLIDESHOW_MS)
    return () => window.clearInterval(timer)
  }, [running, count])

  const current = pool.images[index] ?? { src: PLACEHOLDER_POOL_IMAGE, alt: `${pool.name} fiberglass pool` }
  // A swipe moves the slideshow by hand, as a phone visitor expects of a photo carousel.
  const swipe = useSwipe(
    () => setIndex((i) => prevIndex(i, count)),
    () => setIndex((i) => nextIndex(i, count)),
  )
  return (
    <article
      ref={ref}
      className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="brand-pool-card"
    >
      <div
        {...(count > 1 ? swipe : {})}
        className={clsx('relative aspect-[4/3] overflow-hidden bg-muted', count > 1 && swipe.className)}
        data-testid="card-slideshow"
        data-index={index}
        data-count={count}
      >
        <PoolImage
          key={current.src}
          src={current.src}
          alt={current.alt}
          fill
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading="lazy"
          className="object-cover transition-opacity duration-500"
        />
        {pool.series && (
          <span className="absolute top-3 left-3 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow">
            {pool.series}
          </span>
        )}
        {count > 1 && (
          <span className="absolute right-3 bottom-3 flex gap-1" aria-hidden>
            {pool.images.map((image, i) => (
              <span
                key={image.src}
                className={clsx('size-2 rounded-full', i === index ? 'bg-white' : 'bg-white/50')}
              />
            ))}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold">{pool.name}</h3>
        {pool.description && (
          <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{pool.description}</p>
        )}
        {pool.shape && (
          <p className="mt-3 text-sm">
            <span className="font-semibold">Shape:</span> {pool.shape}
          </p>
        )}
        <div className="mt-auto pt-4">
          <Link
            href={`/pool/${pool.id}`}
            className="inline-flex h-10 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          >
            View Details<span className="sr-only"> of {pool.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
