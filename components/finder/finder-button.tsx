'use client'

import { clsx } from 'clsx'
import { Sparkles } from 'lucide-react'
import { useRef, useSyncExternalStore } from 'react'
import { useFinderPhase } from './use-finder-phase'
import { useStepAside } from './use-step-aside'

export { HIGHLIGHT_MS, PULSE_EVERY_MS, PULSE_MS } from './use-finder-phase'

/** Where the button floats: desktops (lg, 1024 px); below, the header has it (HeaderFinderButton). */
const FLOATS = '(min-width: 1024px)'

function useFloats(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(FLOATS)
      query.addEventListener('change', listener)
      return () => query.removeEventListener('change', listener)
    },
    () => window.matchMedia(FLOATS).matches,
    () => false,
  )
}

const PHASE_CLASS = {
  highlight: 'scale-110 ring-4 ring-amber-300',
  pulse: 'scale-110 ring-4 ring-cyan-300',
  idle: '',
} as const

/**
 * The floating Pool Finder button and the room kept for it at the end of the page, on desktops
 * (phones and tablets have it in the header, HeaderFinderButton). Loaded by FinderLauncher once
 * the button is to be shown, which most visits never do.
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
  const phase = useFinderPhase(visible)
  const floats = useFloats()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Never on top of a link, button or field of the page (docs/decisions/finder-button-keeps-clear.md).
  const stepAside = useStepAside(buttonRef, visible && !open && floats)

  if (!visible) return null
  return (
    <>
      {/* Room at the end of the page, so its last lines scroll clear of the button. It continues
          the site footer (bg-slate-900), which ends every public page. */}
      <div aria-hidden className="hidden h-20 bg-slate-900 lg:block" data-testid="finder-room" />
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
          'fixed right-6 bottom-6 z-40 hidden items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg transition-[transform,opacity] duration-300 hover:bg-primary/90 lg:inline-flex',
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
