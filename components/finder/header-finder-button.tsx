'use client'

import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { useFinderVisible } from './finder-visibility'
import { openPoolFinder } from './open-finder'
import { useFinderPhase } from './use-finder-phase'

const PHASE_CLASS = {
  highlight: 'ring-4 ring-amber-300',
  pulse: 'ring-4 ring-cyan-300',
  idle: '',
} as const

/**
 * The Pool Finder's button in the sticky header of phones and tablets (below 1024 px), where a
 * floating button would lie over the page's text and controls at one scroll position or another
 * (docs/decisions/finder-button-keeps-clear.md). It shows when the floating one would, with the
 * same highlight and pulse (spec 01 §9), and opens the same dialog.
 */
export function HeaderFinderButton({ icon }: { icon: ReactNode }) {
  const visible = useFinderVisible()
  const phase = useFinderPhase(visible)
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => openPoolFinder('auto')}
      aria-haspopup="dialog"
      data-testid="finder-header-button"
      data-phase={phase}
      className={clsx(
        'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary px-3 text-sm font-semibold text-primary-foreground transition-shadow hover:bg-primary/90',
        PHASE_CLASS[phase],
      )}
    >
      {icon}
      <span className="sr-only sm:not-sr-only">Pool Finder</span>
    </button>
  )
}
