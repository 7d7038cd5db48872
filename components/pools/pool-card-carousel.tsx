'use client'

import { useState } from 'react'
import { clsx } from 'clsx'
import { nextIndex, prevIndex } from '@/lib/pools/carousel'
import { PLACEHOLDER_POOL_IMAGE } from '@/lib/pools/images'
import { PoolImage } from './pool-image'
import { PhotoArrows } from './photo-arrows'
import { useSwipe } from './use-swipe'

export type CardImage = { src: string; alt: string }

/**
 * The picture area of a pool card: one picture at a time, previous/next buttons that wrap at both
 * ends, a swipe, and a position badge. A pool without usable pictures shows the placeholder.
 */
export function PoolCardCarousel({
  images,
  poolName,
  sizes,
  className,
}: {
  images: CardImage[]
  poolName: string
  sizes: string
  className?: string
}) {
  const [index, setIndex] = useState(0)
  const count = images.length
  const current = images[index] ?? { src: PLACEHOLDER_POOL_IMAGE, alt: `${poolName}: photo coming` }
  const swipe = useSwipe(
    () => setIndex((i) => prevIndex(i, count)),
    () => setIndex((i) => nextIndex(i, count)),
  )
  return (
    <div
      {...(count > 1 ? swipe : {})}
      className={clsx(
        'relative aspect-[4/3] overflow-hidden bg-muted',
        count > 1 && swipe.className,
        className,
      )}
      data-testid="pool-card-carousel"
      data-index={index}
    >
      <PoolImage
        key={current.src}
        src={current.src}
        alt={current.alt}
        fill
        sizes={sizes}
        loading="lazy"
        className="object-cover"
      />
      {count > 1 && (
        <>
          <PhotoArrows
            onPrev={() => setIndex((i) => prevIndex(i, count))}
            onNext={() => setIndex((i) => nextIndex(i, count))}
            prevLabel={`Previous photo of ${poolName}`}
            nextLabel={`Next photo of ${poolName}`}
          />
          <span
            className="js-only absolute right-2 bottom-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white"
            data-testid="pool-card-position"
          >
            <span className="sr-only">Photo </span>
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>
  )
}
