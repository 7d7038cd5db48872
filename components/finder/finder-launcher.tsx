'use client'

import { clsx } from 'clsx'
import { Sparkles } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { FINDER_STORAGE_EVENT, nothingStored } from '@/lib/recommendations/storage-keys'
import { useLoadOnDemand } from '@/components/site/use-load-on-demand'
import { FINDER_HASH, OPEN_FINDER_EVENT } from './open-finder'
import { useStepAside } from './use-step-aside'

// The dialog (questionnaire, scoring, results) loads only when the visitor opens it or points at
// the launcher (a plain import(): next/dynamic's loader added its own client code to every page).

/** Spec 01 §9: highlighted for 5 s after it appears; then a 1 s pulse every 15 s. */
export const HIGHLIGHT_MS = 5_000
export const PULSE_EVERY_MS = 15_000
export const PULSE_MS = 1_000

const importFinderDialog = () => import('./finder-dialog').then((module) => module.FinderDialog)

const PHASE_CLASS = {
  highlight: 'scale-110 ring-4 ring-amber-300',
  pulse: 'scale-110 ring-4 ring-cyan-300',
  idle: '',
} as const

/**
 * Whether the assistant shows (spec 01 §2: after a visit to /pools or a pool detail page, or when
 * recommendations exist). Most visitors have nothing stored: that is answered from the key names
 * alone; otherwise the storage module (with the recommendation parser) is loaded to decide.
 */
async function assistantVisible(): Promise<boolean> {
  try {
    const storage = window.sessionStorage
    if (nothingStored(storage)) return false
    const { shouldShowAssistant } = await import('@/lib/recommendations/storage')
    return shouldShowAssistant(storage)
  } catch {
    // Storage unavailable (some private modes): the assistant stays hidden.
    return false
  }
}

/**
 * The floating pool-finder assistant, mounted once in the site layout so it can appear on every
 * public page. Session storage is read only after hydration (the server renders nothing), and the
 * dialog's code loads on demand. /pools and the detail page mark the visit (MarkPoolsVisited).
 */
export function FinderLauncher() {
  const pathname = usePathname()
  const [stored, setStored] = useState(false)
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'auto' | 'quiz'>('auto')
  const [FinderDialog, loadDialog] = useLoadOnDemand(importFinderDialog)
  const [phase, setPhase] = useState<keyof typeof PHASE_CLASS>('highlight')
  const visible = stored || open
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Never on top of a link, button or field of the page (docs/decisions/finder-button-keeps-clear.md).
  const stepAside = useStepAside(buttonRef, visible && !open)

  const show = useCallback(
    (nextMode: 'auto' | 'quiz') => {
      setMode(nextMode)
      loadDialog()
      setOpen(true)
    },
    [loadDialog],
  )

  useEffect(() => {
    let current = true
    const check = () => {
      void assistantVisible().then((next) => {
        if (current) setStored(next)
      })
    }
    check()
    window.addEventListener(FINDER_STORAGE_EVENT, check)
    window.addEventListener('storage', check)
    return () => {
      current = false
      window.removeEventListener(FINDER_STORAGE_EVENT, check)
      window.removeEventListener('storage', check)
    }
  }, [])

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ mode?: 'auto' | 'quiz' }>).detail
      show(detail?.mode ?? 'quiz')
    }
    window.addEventListener(OPEN_FINDER_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_FINDER_EVENT, onOpen)
  }, [show])

  // /pools#pool-finder opens the questionnaire: on load, on a hash change, and after a client
  // navigation (the launcher stays mounted; the URL is final once the navigation's effects ran).
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== FINDER_HASH) return
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
      show('quiz')
    }
    window.addEventListener('hashchange', fromHash)
    const timer = window.setTimeout(fromHash, 0)
    return () => {
      window.removeEventListener('hashchange', fromHash)
      window.clearTimeout(timer)
    }
  }, [show, pathname])

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

  return (
    <>
      {visible && (
        // Room at the end of the page, so its last lines scroll clear of the button. It continues
        // the site footer (bg-slate-900), which ends every public page.
        <div aria-hidden className="h-18 bg-slate-900 sm:h-20" data-testid="finder-room" />
      )}
      {visible && (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => show('auto')}
          onMouseEnter={() => loadDialog()}
          onFocus={() => loadDialog()}
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
      )}
      {FinderDialog && <FinderDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />}
    </>
  )
}
