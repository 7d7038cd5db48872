'use client'

/**
 * The toast area, loaded only when it can be needed. sonner is about 14 kB of compressed
 * JavaScript; mounting its <Toaster/> in the layout put it on the first load of every public page,
 * although toasts only follow something the visitor did. This loads it on the first interaction
 * (pointer, key or focus) or a few seconds after load, whichever comes first. A toast raised before
 * it mounts is not lost: sonner replays active toasts to a Toaster that subscribes late.
 * (A plain import() rather than next/dynamic, whose loader adds its own client code.)
 */
import { useEffect } from 'react'
import { useLoadOnDemand } from './use-load-on-demand'

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
export const TOASTER_IDLE_DELAY_MS = 5_000

const importToaster = () => import('@/components/ui/sonner').then((module) => module.Toaster)

/**
 * Public pages show toasts at the bottom, high enough to stay clear of the Pool Finder button in
 * the bottom corner, or (when the control just used is low on the screen, components/site/toast.ts)
 * at the top under the sticky header and its menu button. The admin area keeps its own toaster.
 */
const POSITION = 'bottom-center'
const OFFSET = { bottom: '5.5rem', top: '4.75rem' }

export function DeferredToaster() {
  const [Toaster, loadToaster] = useLoadOnDemand(importToaster)

  useEffect(() => {
    const load = () => {
      cleanup()
      loadToaster()
    }
    const timer = window.setTimeout(load, TOASTER_IDLE_DELAY_MS)
    const cleanup = () => {
      window.clearTimeout(timer)
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true })
    }
    for (const type of INTERACTIONS) window.addEventListener(type, load, { passive: true, capture: true })
    return cleanup
  }, [loadToaster])

  return Toaster ? <Toaster position={POSITION} offset={OFFSET} mobileOffset={OFFSET} /> : null
}
