'use client'

import { useEffect, useRef } from 'react'
import { formatNumber } from '@/lib/format'

const DURATION_MS = 1600

/**
 * A number that counts up from zero with requestAnimationFrame the first time it scrolls into
 * view. The server HTML holds the final value, so it reads right without JavaScript, and it is
 * left alone under prefers-reduced-motion. Screen readers get the final value only.
 */
export function CountUp({
  value,
  decimals = 0,
  suffix = '',
}: {
  value: number
  decimals?: number
  suffix?: string
}) {
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
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
      },
      { threshold: 0.6 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      element.textContent = formatNumber(value, decimals)
    }
  }, [value, decimals])

  return (
    <>
      <span aria-hidden className="tabular-nums">
        <span ref={ref} data-testid="count-up">
          {formatNumber(value, decimals)}
        </span>
        {suffix}
      </span>
      <span className="sr-only">
        {formatNumber(value, decimals)}
        {suffix}
      </span>
    </>
  )
}
