'use client'

import { useEffect, useState } from 'react'

/** The value, `delay` ms after it last changed. */
export function useDebouncedValue<T>(value: T, delay: number): [T, (value: T) => void] {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return [debounced, setDebounced]
}
