'use client'

/**
 * Rendered by AnalyticsLoader only when a tag is configured. Its client module is part of every
 * public page's JavaScript all the same (the layout may render it), so it stays a few lines: the
 * tag's code (analytics-runtime.tsx) loads on demand after hydration.
 */
import { useEffect } from 'react'
import { useLoadOnDemand } from '@/components/site/use-load-on-demand'
import type { AnalyticsTagSettings } from '@/lib/analytics/tag'

type TagProps = { settings: AnalyticsTagSettings }

// A failed chunk load leaves the page without analytics, never broken.
const importRuntime = () => import('./analytics-runtime').then((module) => module.AnalyticsRuntime)

export function AnalyticsTag(props: TagProps) {
  const [Runtime, load] = useLoadOnDemand(importRuntime)
  useEffect(load, [load])
  return Runtime ? <Runtime {...props} /> : null
}
