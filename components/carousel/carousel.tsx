'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Children, useId, useState, useSyncExternalStore } from 'react'
import { clsx } from 'clsx'
import { useSwipe } from '@/components/pools/use-swipe'
import { nextIndex, prevIndex } from '@/lib/pools/carousel'

const subscribeNothing = () => () => {}

/** False in the server's HTML (and so without JavaScript); true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/**
 * A slide carousel (spec 02 §2.5, §2.6, §4): previous/next arrows and dots; both ends wrap; the
 * arrow keys and a swipe move while focus is inside. Every slide is rendered on the server (all of
 * them are in the HTML); the ones not shown are invisible and inert. Without JavaScript the slides
 * stand one under the other and the arrows and dots, which only script can work, are not shown.
 */
export function Carousel({
  label,
  slideLabels,
  children,
  className,
}: {
  /** Accessible name of the carousel, e.g. 'Above-ground pool series'. */
  label: string
  /** One name per slide, used by the dots and the slide announcements. */
  slideLabels: string[]
  children: React.ReactNode
  className?: string
}) {
  const slides = Children.toArray(children)
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [announce, setAnnounce] = useState(false)
  const id = useId()
  const hydrated = useHydrated()

  const go = (to: number) => {
    setAnnounce(true)
    setIndex(to)
  }
  const swipe = useSwipe(
    () => go(prevIndex(index, count)),
    () => go(nextIndex(index, count)),
  )

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      go(nextIndex(index, count))
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      go(prevIndex(index, count))
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('relative', className)}
      onKeyDown={onKeyDown}
      data-testid="carousel"
      data-index={index}
    >
      {/* The slides share one grid cell, so the carousel is as tall as its tallest slide and the
          arrows and dots below stay put from slide to slide (slides differ in height on a phone). */}
      <div
        aria-live={announce ? 'polite' : 'off'}
        aria-atomic="false"
        {...(count > 1 ? swipe : {})}
        className={clsx('no-js-stack grid', count > 1 && swipe.className)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            id={`${id}-slide-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slideLabels[i] ?? ''}`}
            className={clsx('[grid-area:1/1]', i !== index && 'invisible')}
            // Inert only once script can bring it back: without JavaScript every slide is shown.
            inert={hydrated && i !== index}
            data-testid="carousel-slide"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="js-only mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(prevIndex(index, count))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-input bg-background shadow-sm hover:bg-accent"
            aria-label="Previous slide"
            aria-controls={slides.map((_, i) => `${id}-slide-${i}`).join(' ')}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show slide ${i + 1}: ${slideLabels[i] ?? ''}`}
                aria-current={i === index ? 'true' : undefined}
                className="flex size-8 items-center justify-center rounded-full"
                data-testid="carousel-dot"
              >
                <span
                  className={clsx(
                    'block size-3 rounded-full border border-primary transition-colors',
                    i === index ? 'bg-primary' : 'bg-white',
                  )}
                  aria-hidden
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(nextIndex(index, count))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-input bg-background shadow-sm hover:bg-accent"
            aria-label="Next slide"
            aria-controls={slides.map((_, i) => `${id}-slide-${i}`).join(' ')}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      )}
    </div>
  )
}
