'use client'

import { clsx } from 'clsx'
import { Expand, Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import { nextIndex, prevIndex } from '@/lib/pools/carousel'
import { BrokenImage } from './gallery-broken-image'
import { useLoadOnDemand } from '@/components/site/use-load-on-demand'
import { useReducedMotion } from './use-reduced-motion'
import { PhotoArrows } from './photo-arrows'
import { useSwipe } from './use-swipe'

export type GalleryImage = { src: string; alt: string }

export type ImageGalleryProps = {
  images: GalleryImage[]
  showThumbnails?: boolean
  autoPlay?: boolean
  /** Auto-play interval in ms (spec 02 §9.5: 5000). */
  interval?: number
  /** `sizes` of the main picture. */
  sizes?: string
  /** Load the first picture eagerly (it is the page's main picture). */
  preloadFirst?: boolean
  className?: string
}

export const GALLERY_DEFAULT_INTERVAL_MS = 5000
const importLightbox = () => import('./gallery-lightbox').then((module) => module.GalleryLightbox)

/**
 * Image gallery (spec 02 §2.9): main picture, previous/next arrows, dots, optional thumbnails,
 * optional auto-play, and a full-screen lightbox opened by clicking the picture. Both ends wrap.
 * Arrow keys and swipes move between pictures; the lightbox traps focus, closes with its button or
 * Escape and gives focus back. A picture that fails is logged and shown as a grey dashed box.
 * Without JavaScript the picture is a link to the full-size file and the arrows, dots and
 * thumbnails, which only script can work, are not shown (`js-only`).
 */
export function ImageGallery({
  images,
  showThumbnails = false,
  autoPlay = false,
  interval = GALLERY_DEFAULT_INTERVAL_MS,
  sizes = '(min-width: 1024px) 60vw, 100vw',
  preloadFirst = false,
  className,
}: ImageGalleryProps) {
  const count = images.length
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const [paused, setPaused] = useState(false)
  const [hovering, setHovering] = useState(false)
  const reducedMotion = useReducedMotion()
  const openerRef = useRef<HTMLAnchorElement>(null)
  // The lightbox (Radix dialog, focus trap) loads when the visitor points at, focuses or opens the
  // picture, not with the page.
  const [Lightbox, loadLightbox] = useLoadOnDemand(importLightbox)

  const current = images[Math.min(index, Math.max(0, count - 1))]
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count])
  const prev = useCallback(() => setIndex((i) => prevIndex(i, count)), [count])
  const swipe = useSwipe(prev, next)

  const playing = autoPlay && count > 1 && !paused && !hovering && !open && !reducedMotion
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(next, Math.max(1000, interval))
    return () => window.clearInterval(timer)
  }, [playing, interval, next])

  const markFailed = (src: string) => {
    console.error(`Gallery image failed to load: ${src}`)
    setFailed((set) => new Set(set).add(src))
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      next()
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      prev()
    }
  }

  if (!current) {
    return (
      <div className={clsx('relative aspect-[4/3] overflow-hidden rounded-xl', className)}>
        <BrokenImage />
      </div>
    )
  }

  const position = `Image ${index + 1} of ${count}`
  return (
    <div
      className={clsx('w-full', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label="Pool images"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
    >
      <div
        {...swipe}
        className={clsx('relative aspect-[4/3] overflow-hidden rounded-xl bg-muted', swipe.className)}
      >
        {failed.has(current.src) ? (
          <BrokenImage />
        ) : (
          // A link to the picture itself, so it opens without JavaScript; with it, the lightbox.
          <a
            ref={openerRef}
            href={current.src}
            role="button"
            className="group absolute inset-0 block h-full w-full cursor-zoom-in"
            aria-label={`Open full-screen view: ${current.alt}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={(event) => {
              event.preventDefault()
              loadLightbox()
              setOpen(true)
            }}
            onKeyDown={(event) => {
              // A button opens on Space as well as Enter.
              if (event.key !== ' ') return
              event.preventDefault()
              loadLightbox()
              setOpen(true)
            }}
            onPointerEnter={() => loadLightbox()}
            onFocus={() => loadLightbox()}
          >
            <Image
              key={current.src}
              src={current.src}
              alt={current.alt}
              fill
              sizes={sizes}
              className="object-cover"
              unoptimized={isUnoptimizedImage(current.src)}
              priority={preloadFirst && index === 0}
              onError={() => markFailed(current.src)}
            />
            <span className="absolute right-3 bottom-3 rounded-full bg-black/60 p-2 text-white opacity-80 group-hover:opacity-100">
              <Expand aria-hidden className="size-4" />
            </span>
          </a>
        )}
        {count > 1 && (
          <PhotoArrows onPrev={prev} onNext={next} prevLabel="Previous image" nextLabel="Next image" />
        )}
        <p className="sr-only" aria-live="polite" data-testid="gallery-position">
          {position}
        </p>
      </div>

      {count > 1 && (
        <div className="js-only mt-3 flex items-center justify-center gap-2">
          {autoPlay && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Start slideshow' : 'Pause slideshow'}
              className="mr-2 rounded-full p-1.5 text-slate-700 hover:bg-muted"
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          )}
          {images.map((image, i) => (
            <button
              key={image.src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={clsx(
                  'block size-2.5 rounded-full transition-colors',
                  i === index ? 'bg-primary' : 'bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      )}

      {showThumbnails && count > 1 && (
        <ul className="js-only mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}: ${image.alt}`}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'relative block h-16 w-24 overflow-hidden rounded-md border-2',
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                {failed.has(image.src) ? (
                  <BrokenImage compact />
                ) : (
                  <Image
                    src={image.src}
                    alt=""
                    fill
                    sizes="96px"
                    className="object-cover"
                    unoptimized={isUnoptimizedImage(image.src)}
                    onError={() => markFailed(image.src)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      {Lightbox && (
        <Lightbox
          open={open}
          onOpenChange={setOpen}
          image={current}
          position={position}
          count={count}
          failed={failed.has(current.src)}
          onFailed={markFailed}
          onPrev={prev}
          onNext={next}
          onKeyDown={onKeyDown}
          swipe={swipe}
          opener={openerRef}
        />
      )}
    </div>
  )
}
