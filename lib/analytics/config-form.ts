/**
 * The analytics settings form (spec 01 §3): the one analytics_config row the tag reads
 * (lib/analytics/config.ts, lib/analytics/tag.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import { checkbox, lines, optionalText, version } from '@/lib/write/fields-schema'
import {
  EVENT_NAME_PATTERN,
  GA4_ID_PATTERN,
  GTM_ID_PATTERN,
  eventOverrideSchema,
  type EventOverride,
} from '@/lib/analytics/tag'
import { ANALYTICS_EVENTS } from '@/lib/analytics/track'
import { asText, type SettingsForm } from '@/lib/write/form-kit'

/** The events the site sends (lib/analytics/track.ts), which staff may re-value or switch off. */
export const ANALYTICS_EVENT_NAMES = [...new Set(Object.values(ANALYTICS_EVENTS).map((e) => e.name))]

export const CUSTOM_EVENTS_EXAMPLE = '{"phone_call": {"value": 75}, "cta_click": {"enabled": false}}'

/**
 * analytics_config.customEvents: a JSON object of event name → override, each override checked
 * with the schema the analytics tag reads it with (lib/analytics/tag.ts), so what is saved is
 * what the site applies; unknown events and keys are refused with the line at fault.
 */
const customEvents = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return null
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return fail(`Custom events must be valid JSON, e.g. ${CUSTOM_EVENTS_EXAMPLE}`)
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return fail(`Custom events must be a JSON object, e.g. ${CUSTOM_EVENTS_EXAMPLE}`)
    const overrides: Record<string, EventOverride> = {}
    for (const [name, override] of Object.entries(parsed)) {
      if (!EVENT_NAME_PATTERN.test(name) || !ANALYTICS_EVENT_NAMES.includes(name as never))
        return fail(`Unknown event “${name}”. Events: ${ANALYTICS_EVENT_NAMES.join(', ')}`)
      const checked = eventOverrideSchema.strict().safeParse(override)
      if (!checked.success)
        return fail(
          `“${name}” must be {"value": a number from 0 to 100000} and/or {"enabled": true or false}, e.g. {"${name}": {"value": 75}}`,
        )
      overrides[name] = checked.data
    }
    return overrides
  }),
)

/** An optional GA4 / GTM id: trimmed, upper-cased, and shaped as the analytics tag accepts it. */
const tagId = (label: string, pattern: RegExp, example: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    optionalText(label, 50).refine(
      (v) => v === null || pattern.test(v),
      `${label} must look like ${example}; other ids load nothing`,
    ),
  )

export const analyticsConfigForm = {
  title: 'Analytics',
  singular: 'analytics configuration',
  deletable: false,
  fields: [
    {
      name: 'gaTrackingId',
      label: 'Google Analytics measurement id',
      kind: 'text',
      hint: 'e.g. G-XXXXXXXXXX',
    },
    { name: 'gtmContainerId', label: 'Tag Manager container id', kind: 'text', hint: 'e.g. GTM-XXXXXXX' },
    { name: 'isEnabled', label: 'Analytics enabled', kind: 'checkbox' },
    { name: 'testMode', label: 'Test mode (events are not sent)', kind: 'checkbox' },
    { name: 'debugMode', label: 'Debug mode (log events in the browser console)', kind: 'checkbox' },
    {
      name: 'excludedPaths',
      label: 'Excluded paths',
      kind: 'lines',
      hint: 'One path per line, e.g. /admin',
    },
    {
      name: 'customEvents',
      label: 'Custom events (JSON)',
      kind: 'textarea',
      wide: true,
      hint: `Change an event's value or switch it off, e.g. ${CUSTOM_EVENTS_EXAMPLE}. Events: ${ANALYTICS_EVENT_NAMES.join(', ')}`,
    },
  ],
  schema: z.object({
    updatedAt: version,
    gaTrackingId: tagId('Measurement id', GA4_ID_PATTERN, 'G-XXXXXXXXXX'),
    gtmContainerId: tagId('Container id', GTM_ID_PATTERN, 'GTM-XXXXXXX'),
    isEnabled: checkbox,
    testMode: checkbox,
    debugMode: checkbox,
    excludedPaths: lines('excluded path', { maxItems: 50, maxLength: 200 }).refine(
      (paths) => paths.every((p) => p.startsWith('/')),
      'Each path must start with /',
    ),
    customEvents,
  }),
} as const satisfies SettingsForm
