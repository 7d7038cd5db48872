import 'server-only'
/** The analytics settings (analytics_config, a single row), read through the run-time cache. */
import { asc } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { analyticsConfig } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { resolveAnalyticsTag, type AnalyticsConfig, type AnalyticsTagSettings } from './tag'

export function getAnalyticsConfig(): Promise<AnalyticsConfig | null> {
  return cached('analytics:config', [CacheTags.analytics], async () => {
    const db = await getDb()
    const [row] = await db.select().from(analyticsConfig).orderBy(asc(analyticsConfig.id)).limit(1)
    if (!row) return null
    return {
      gaTrackingId: row.gaTrackingId,
      gtmContainerId: row.gtmContainerId,
      isEnabled: row.isEnabled,
      testMode: row.testMode,
      debugMode: row.debugMode,
      customEvents: row.customEvents ?? null,
      excludedPaths: row.excludedPaths,
    }
  })
}

/** The tag the public pages load, or null when analytics is off or not configured. */
export async function getAnalyticsTag(): Promise<AnalyticsTagSettings | null> {
  return resolveAnalyticsTag(await getAnalyticsConfig())
}
