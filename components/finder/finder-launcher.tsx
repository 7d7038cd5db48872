'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { FINDER_STORAGE_EVENT, nothingStored } from '@/lib/recommendations/storage-keys'
import { useLoadOnDemand } from '@/components/site/use-load-on-demand'
import { setFinderVisible } from './finder-visibility'
import { FINDER_HASH, OPEN_FINDER_EVENT } from './open-finder'

// The dialog (questionnaire, scoring, results) loads only when the visitor opens it or points at
// the launcher, and the floating button's own code (its highlight and pulse, stepping aside) only
// once it is to be shown: most visits never show it. Plain import()s: next/dynamic's loader added
// its own client code to every page.
const importFinderDialog = () => import('./finder-dialog').then((module) => module.FinderDialog)
const importFinderButton = () => import('./finder-button').then((module) => module.FinderButton)

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
 * button's and the dialog's code load on demand. /pools and the detail page mark the visit
 * (MarkPoolsVisited).
 */
export function FinderLauncher() {
  const pathname = usePathname()
  const [stored, setStored] = useState(false)
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'auto' | 'quiz'>('auto')
  const [FinderDialog, loadDialog] = useLoadOnDemand(importFinderDialog)
  const [FinderButton, loadButton] = useLoadOnDemand(importFinderButton)
  const visible = stored || open

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
    // The header's button (phones and tablets) follows; the floating one (desktops) loads now.
    setFinderVisible(visible)
    if (visible) loadButton()
  }, [visible, loadButton])

  return (
    <>
      {FinderButton && (
        <FinderButton visible={visible} open={open} onOpen={() => show('auto')} onPrefetch={loadDialog} />
      )}
      {FinderDialog && <FinderDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />}
    </>
  )
}
