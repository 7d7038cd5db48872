import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight } from 'lucide-react'

/**
 * The previous and next buttons laid over a picture (card photos, the design teaser, the pool
 * gallery and its lightbox). Only rendered by callers with more than one picture.
 */
export function PhotoArrows({
  onPrev,
  onNext,
  prevLabel,
  nextLabel,
  large = false,
}: {
  onPrev: () => void
  onNext: () => void
  prevLabel: string
  nextLabel: string
  /** Bigger buttons further from the edge, for the full-screen lightbox. */
  large?: boolean
}) {
  // js-only: without JavaScript they could not work, so they are not shown (app/layout.tsx).
  const button = clsx(
    'js-only absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 text-slate-900 shadow hover:bg-white',
    large ? 'p-3' : 'p-1.5',
  )
  const icon = large ? 'size-6' : 'size-5'
  return (
    <>
      <button
        type="button"
        onClick={onPrev}
        aria-label={prevLabel}
        className={clsx(button, large ? 'left-3' : 'left-2')}
      >
        <ChevronLeft aria-hidden className={icon} />
      </button>
      <button
        type="button"
        onClick={onNext}
        aria-label={nextLabel}
        className={clsx(button, large ? 'right-3' : 'right-2')}
      >
        <ChevronRight aria-hidden className={icon} />
      </button>
    </>
  )
}
