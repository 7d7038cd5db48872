'use client'

import { useEffect, useState } from 'react'

/** Spec 01 §9: highlighted for 5 s after it appears; then a 1 s pulse every 15 s. */
export const HIGHLIGHT_MS = 5_000
export const PULSE_EVERY_MS = 15_000
export const PULSE_MS = 1_000

export type FinderPhase = 'highlight' | 'pulse' | 'idle'

/** The Pool Finder button's phase while it is shown: highlighted, then pulsing now and then. */
export function useFinderPhase(visible: boolean): FinderPhase {
  const [phase, setPhase] = useState<FinderPhase>('highlight')
  useEffect(() => {
    if (!visible) return
    const timers: number[] = []
    timers.push(window.setTimeout(() => setPhase((p) => (p === 'highlight' ? 'idle' : p)), HIGHLIGHT_MS))
    const interval = window.setInterval(() => {
      setPhase('pulse')
      timers.push(window.setTimeout(() => setPhase('idle'), PULSE_MS))
    }, PULSE_EVERY_MS)
    return () => {
      timers.forEach((t) => window.clearTimeout(t))
      window.clearInterval(interval)
    }
  }, [visible])
  return phase
}
