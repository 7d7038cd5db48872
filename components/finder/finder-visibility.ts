'use client'

import { useSyncExternalStore } from 'react'

/**
 * Whether the Pool Finder's button is to be shown (spec 01 §2: after a visit to /pools or a pool
 * page, or with recommendations stored), as FinderLauncher decides it: the header's button on
 * phones and tablets reads it here. False on the server and until the launcher has looked.
 */
let visible = false
const listeners = new Set<() => void>()

export function setFinderVisible(next: boolean) {
  if (next === visible) return
  visible = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useFinderVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  )
}
