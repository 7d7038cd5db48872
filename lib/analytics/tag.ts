/**
 * Which analytics tag a configuration asks for (analytics_config: GA4 or GTM, enabled, test and
 * debug modes, excluded paths, event value overrides) and how a path is classed. Pure: used by
 * the server loader and the client tag alike.
 */
import { z } from 'zod'

export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,20}$/

export type AnalyticsConfig = {
  gaTrackingId: string | null
  gtmContainerId: string | null
  isEnabled: boolean
  testMode: boolean
  debugMode: boolean
  customEvents: Record<string, unknown> | null
  excludedPaths: string[]
}

/** Per-event overrides staff may store in customEvents: {"phone_call": {"value": 75}, "cta_click": {"enabled": false}}. */
export const eventOverrideSchema = z.object({
  value: z.number().finite().min(0).max(100_000).optional(),
  enabled: z.boolean().optional(),
})
export type EventOverride = z.infer<typeof eventOverrideSchema>
/** The event names an override may carry (the admin settings form checks the same). */
export const EVENT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/i

export type AnalyticsTagSettings = {
  kind: 'ga4' | 'gtm'
  id: string
  /** Events are logged to the console and nothing is sent to the real property. */
  testMode: boolean
  /** GA4 debug_mode on every hit (DebugView), and events logged to the console. */
  debugMode: boolean
  excludedPaths: string[]
  eventOverrides: Record<string, EventOverride>
}

/** The tag to load, or null: disabled, no ID, or an ID that is not a GA4/GTM ID. GTM wins when both are set. */
export function resolveAnalyticsTag(config: AnalyticsConfig | null | undefined): AnalyticsTagSettings | null {
  if (!config?.isEnabled) return null
  const gtm = config.gtmContainerId?.trim().toUpperCase()
  const ga = config.gaTrackingId?.trim().toUpperCase()
  const kind = gtm && GTM_ID_PATTERN.test(gtm) ? 'gtm' : ga && GA4_ID_PATTERN.test(ga) ? 'ga4' : null
  if (!kind) return null
  const eventOverrides: Record<string, EventOverride> = {}
  for (const [name, value] of Object.entries(config.customEvents ?? {})) {
    const parsed = eventOverrideSchema.safeParse(value)
    if (parsed.success && EVENT_NAME_PATTERN.test(name)) eventOverrides[name] = parsed.data
  }
  return {
    kind,
    id: kind === 'gtm' ? (gtm as string) : (ga as string),
    testMode: config.testMode,
    debugMode: config.debugMode,
    excludedPaths: config.excludedPaths.map((p) => p.trim()).filter(Boolean),
    eventOverrides,
  }
}

export { contentGroupFor, isExcludedPath } from './paths'
