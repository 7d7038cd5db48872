'use client'

/**
 * Time from when a form appeared to its submit, for the minimum-fill-time spam check. A form that
 * an island (components/ui/island) rendered live counts from when its server HTML was hydrated,
 * as the visitor may have filled that in before the form's code arrived.
 */
import { useContext, useEffect, useMemo, useRef } from 'react'
import { IslandShownSince } from '@/components/ui/island-context'

const now = () => performance.now()

export function useFillTimer() {
  const shownSince = useContext(IslandShownSince)
  const startedAt = useRef<number | null>(null)
  useEffect(() => {
    startedAt.current = shownSince ?? now()
  }, [shownSince])
  return useMemo(
    () => ({
      elapsedMs: () => (startedAt.current === null ? undefined : Math.round(now() - startedAt.current)),
      restart: () => {
        startedAt.current = now()
      },
    }),
    [],
  )
}
