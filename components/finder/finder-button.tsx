'use client'

import { clsx } from 'clsx'
import { Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useStepAside } from './use-step-aside'

/** Spec 01 §9: highlighted for 5 s after it appears; then a 1 s pulse every 15 s. */
export const HIGHLIGHT_MS = 5_000
export const PULSE_EVERY_MS = 15_000
export const PULSE_MS = 1_000

const PHASE_CLASS = {
  highlight: 'scale-110 ring-4 ring-amber-300',
  pulse: 'scale-110 ring-4 ring-cyan-300',
  idle: '',
} as const

/**
 * The floating Pool Finder button and the room kept for it at the end of the page. Loaded by
 * FinderLauncher once the button is to be shown, which most visits never do.
 */
export function FinderButton({
  visible,
  open,
  onOpen,
  onPrefetch,
}: {
  visible: boolean
  /** The dialog is open: the button stays where it is. */
  open: boolean
  onOpen: () => void
  /** The visitor points at or focuses the button: the dialog's code may load. */
  onPrefetch: () => void
}) {
  const [phase, setPhase] = useState<keyof typeof PHASE_CLASS>('highlight')
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Never on top of a link, button or field of the page (docs/decisions/finder-button-keeps-clear.md).
  const stepAside = useStepAside(buttonRef, visible && !open)

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

  if (!visible) return null
  return (
    <>
      {/* Room at the end of the page, so its last lines scroll clear of the button. It continues
          the site footer (bg-slate-900), which ends every public page. */}
      <div aria-hidden className="h-18 bg-slate-900 sm:h-20" data-testid="finder-room" />
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        onMouseEnter={onPrefetch}
        onFocus={onPrefetch}
        data-testid="finder-launcher"
        data-phase={phase}
        data-stepped-aside={stepAside || undefined}
        aria-haspopup="dialog"
        className={clsx(
          'fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg transition-[transform,opacity] duration-300 hover:bg-primary/90 sm:right-6 sm:bottom-6',
          PHASE_CLASS[phase],
          // Out of sight and out of the way of taps; a keyboard visitor who reaches it still sees it.
          stepAside &&
            'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100',
        )}
      >
        <Sparkles aria-hidden className="size-5" />
        Pool Finder
      </button>
    </>
  )
}
