'use client'

/**
 * The toast area, loaded only when it can be needed. sonner is about 14 kB of compressed
 * JavaScript; mounting its <Toaster/> in the layout put it on the first load of every public page,
 * although toasts only follow something the visitor did. This mounts it on the first interaction
 * (pointer, key or focus) or a few seconds after load, whichever comes first. A toast raised before
 * it mounts is not lost: sonner replays active toasts to a Toaster that subscribes late.
 */
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

const Toaster = dynamic(() => import('@/components/ui/sonner').then((m) => m.Toaster), { ssr: false })

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
export const TOASTER_IDLE_DELAY_MS = 5_000

export function DeferredToaster() {
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    if (mounted) return
    const mount = () => setMounted(true)
    const timer = window.setTimeout(mount, TOASTER_IDLE_DELAY_MS)
    for (const type of INTERACTIONS)
      window.addEventListener(type, mount, { once: true, passive: true, capture: true })
    return () => {
      window.clearTimeout(timer)
      for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true })
    }
  }, [mounted])

  return mounted ? <Toaster /> : null
}
