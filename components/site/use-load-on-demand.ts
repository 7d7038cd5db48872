'use client'

import { useCallback, useEffect, useState } from 'react'

/**
 * Code a visitor's action needs (a dialog, a popover), loaded on the first request for it instead
 * of with the page. `load` must be stable (a module-level function around an `import()`), so the
 * bundler splits the module into its own chunk. A failed chunk load resets, so the next request
 * tries again. Returns what was loaded (null until then) and the function that asks for it.
 */
export function useLoadOnDemand<T>(load: () => Promise<T>): [T | null, () => void] {
  const [wanted, setWanted] = useState(false)
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    load()
      .then((value) => {
        if (current) setLoaded({ value })
      })
      .catch(() => {
        if (current) setWanted(false)
      })
    return () => {
      current = false
    }
  }, [wanted, loaded, load])
  const request = useCallback(() => setWanted(true), [])
  return [loaded?.value ?? null, request]
}
