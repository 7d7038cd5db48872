'use client'

import { useEffect, useRef } from 'react'

const DURATION_MS = 1600

/**
 * The counting part of CountUp (count-up.tsx): `text` is the final value as the server wrote it;
 * the number formatting the animation needs loads when the number first scrolls into view.
 */
export function CountUpClient({ value, decimals, text }: { value: number; decimals: number; text: string }) {
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        // A failed chunk load leaves the final value, as without JavaScript.
        import('@/lib/format')
          .then(({ formatNumber }) => {
            if (cancelled) return
            const start = performance.now()
            element.dataset.counting = 'true'
            const tick = (now: number) => {
              const t = Math.min(1, (now - start) / DURATION_MS)
              const eased = 1 - (1 - t) ** 3
              element.textContent = formatNumber(value * eased, decimals)
              if (t < 1) frame = requestAnimationFrame(tick)
              else element.dataset.counting = 'done'
            }
            frame = requestAnimationFrame(tick)
          })
          .catch(() => undefined)
      },
      { threshold: 0.6 },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      cancelAnimationFrame(frame)
      element.textContent = text
    }
  }, [value, decimals, text])

  return (
    <span ref={ref} data-testid="count-up">
      {text}
    </span>
  )
}
