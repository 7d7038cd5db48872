'use client'

import { Sparkles } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { FINDER_STORAGE_EVENT, markPoolsVisited, shouldShowAssistant } from '@/lib/recommendations/storage'
import { cn } from '@/lib/utils'
import { FINDER_HASH, OPEN_FINDER_EVENT } from './open-finder'

// The dialog (questionnaire, scoring, results) loads only when the visitor opens it.
const FinderDialog = dynamic(() => import('./finder-dialog').then((m) => m.FinderDialog), { ssr: false })

/** Spec 01 §9: highlighted for 5 s after it appears; then a 1 s pulse every 15 s. */
export const HIGHLIGHT_MS = 5_000
export const PULSE_EVERY_MS = 15_000
export const PULSE_MS = 1_000

function subscribe(onChange: () => void) {
  window.addEventListener(FINDER_STORAGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(FINDER_STORAGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function visibleSnapshot() {
  try {
    return shouldShowAssistant(window.sessionStorage)
  } catch {
    return false
  }
}

/**
 * The floating pool-finder assistant (spec 01 §2). It appears once the visitor has been on /pools
 * or a pool detail page, or when recommendations exist. Pages that count as a visit pass markVisit.
 */
export function FinderLauncher({ markVisit = false }: { markVisit?: boolean }) {
  const stored = useSyncExternalStore(subscribe, visibleSnapshot, () => false)
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'auto' | 'quiz'>('auto')
  const [loaded, setLoaded] = useState(false)
  const [phase, setPhase] = useState<'highlight' | 'idle' | 'pulse'>('highlight')
  const visible = stored || open

  const show = useCallback((nextMode: 'auto' | 'quiz') => {
    setMode(nextMode)
    setLoaded(true)
    setOpen(true)
  }, [])

  useEffect(() => {
    if (!markVisit) return
    try {
      markPoolsVisited(window.sessionStorage)
    } catch {
      // Storage unavailable: the assistant just stays hidden.
    }
    window.dispatchEvent(new Event(FINDER_STORAGE_EVENT))
  }, [markVisit])

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ mode?: 'auto' | 'quiz' }>).detail
      show(detail?.mode ?? 'quiz')
    }
    const fromHash = () => {
      if (window.location.hash !== FINDER_HASH) return
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
      show('quiz')
    }
    window.addEventListener(OPEN_FINDER_EVENT, onOpen)
    window.addEventListener('hashchange', fromHash)
    const timer = window.setTimeout(fromHash, 0)
    return () => {
      window.removeEventListener(OPEN_FINDER_EVENT, onOpen)
      window.removeEventListener('hashchange', fromHash)
      window.clearTimeout(timer)
    }
  }, [show])

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
        <button
          type="button"
          onClick={() => show('auto')}
          onMouseEnter={() => setLoaded(true)}
          onFocus={() => setLoaded(true)}
          data-testid="finder-launcher"
          data-phase={phase}
          aria-haspopup="dialog"
          className={cn(
            'fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg transition-transform duration-300 hover:bg-primary/90 sm:right-6 sm:bottom-6',
            phase === 'highlight' && 'scale-110 ring-4 ring-amber-300',
            phase === 'pulse' && 'scale-110 ring-4 ring-cyan-300',
          )}
        >
          <Sparkles aria-hidden className="size-5" />
          Pool Finder
        </button>
      )}
      {loaded && <FinderDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />}
    </>
  )
}
