'use client'

import type { ReactNode } from 'react'
import { useFinderVisible } from './finder-visibility'
import { openPoolFinder } from './open-finder'

/**
 * The Pool Finder's button in the sticky header of phones and tablets (below 1024 px), where a
 * floating button would lie over the page's text and controls at one scroll position or another
 * (docs/decisions/finder-button-keeps-clear.md). It shows when the floating one would, with the
 * same highlight and pulse (spec 01 §9; the `finder-attention` animation of app/globals.css), and
 * opens the same dialog.
 */
export function HeaderFinderButton({ icon }: { icon: ReactNode }) {
  const visible = useFinderVisible()
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => openPoolFinder('auto')}
      aria-haspopup="dialog"
      data-testid="finder-header-button"
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary px-3 text-sm font-semibold text-primary-foreground finder-attention hover:bg-primary/90"
    >
      {icon}
      <span className="sr-only sm:not-sr-only">Pool Finder</span>
    </button>
  )
}
