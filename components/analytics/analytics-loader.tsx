/**
 * Server part of the analytics tag: reads analytics_config and renders the client tag only when
 * analytics is enabled with a GA4 or GTM ID. With no tag configured nothing is rendered or loaded.
 * Both layouts render it: public pages are 'public' traffic, admin pages 'admin' traffic (spec
 * 01 §6), and excluded paths (the seeded '/admin' covers the whole admin area) load nothing.
 * It reads nothing from the request, so cached public pages can include it.
 */
import { getAnalyticsTag } from '@/lib/analytics/config'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { log } from '@/lib/log'
import { AnalyticsTag } from './analytics-tag'

export async function AnalyticsLoader() {
  if (isBuildPrerender()) return null
  const settings = await getAnalyticsTag().catch((error: unknown) => {
    // Analytics must never break a page.
    log.warn({ err: error }, 'analytics settings could not be read')
    return null
  })
  if (!settings) return null
  return <AnalyticsTag settings={settings} />
}
