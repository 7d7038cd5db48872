'use client'

import { useRef } from 'react'

/** How far a finger must travel sideways for a swipe. */
export const SWIPE_MIN_PX = 40

/**
 * Swipe handlers for a photo carousel: a finger moved sideways at least SWIPE_MIN_PX, and more
 * sideways than up or down (a vertical scroll that drifts is not a swipe), shows the previous
 * (moved right) or next (moved left) photo. Spread the result on the picture's box; its
 * `touch-pan-y` class leaves vertical scrolling to the browser and sideways moves to the carousel.
 */
export function useSwipe(onPrev: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    className: 'touch-pan-y',
    onTouchStart: (e: React.TouchEvent) => {
      const touch = e.touches[0]
      start.current = e.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchCancel: () => {
      start.current = null
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const from = start.current
      const to = e.changedTouches[0]
      start.current = null
      if (!from || !to) return
      const dx = to.clientX - from.x
      const dy = to.clientY - from.y
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return
      if (dx > 0) onPrev()
      else onNext()
    },
  }
}

export type SwipeHandlers = ReturnType<typeof useSwipe>
