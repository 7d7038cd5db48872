'use client'

/** Time from when a form appeared to its submit, for the minimum-fill-time spam check. */
import { useEffect, useMemo, useRef } from 'react'

const now = () => performance.now()

export function useFillTimer() {
  const startedAt = useRef<number | null>(null)
  useEffect(() => {
    startedAt.current = now()
  }, [])
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
