'use client'

/**
 * Rendered by AnalyticsLoader only when a tag is configured. Its client module is part of every
 * public page's JavaScript all the same (the layout may render it), so it stays a few lines: the
 * tag's code (analytics-runtime.tsx) loads on demand after hydration.
 */
import { useEffect, useState, type ComponentType } from 'react'
import type { AnalyticsTagSettings } from '@/lib/analytics/tag'

type TagProps = { settings: AnalyticsTagSettings; nonce?: string }

export function AnalyticsTag(props: TagProps) {
  const [Runtime, setRuntime] = useState<ComponentType<TagProps> | null>(null)

  useEffect(() => {
    let current = true
    import('./analytics-runtime')
      .then((module) => {
        if (current) setRuntime(() => module.AnalyticsRuntime)
      })
      .catch(() => {
        // Analytics must never break a page.
      })
    return () => {
      current = false
    }
  }, [])

  return Runtime ? <Runtime {...props} /> : null
}
