/**
 * Browser side of analytics.
 *
 * 1. First-party page views: lib/analytics/page-view-beacon (its own module, as every page loads
 *    it while the code below is needed only where a form is sent or a tag is configured).
 * 2. Events for the configured GA4/GTM tag (spec 01 §9 values): call these from client components,
 *    e.g. `trackContactSubmit()` after a contact form succeeded. Phone calls and calls to action
 *    are reported for every link by one delegated click listener (handleDocumentClick, installed
 *    with the tag), so links need no handler of their own. They never throw; with no tag
 *    configured they do nothing.
 */
import { classifyLinkClick, linkFromEvent } from './clicks'
import { isExcludedPath } from './paths'

export const ANALYTICS_EVENTS = {
  contactSubmit: { name: 'contact_submit', value: 75 },
  estimateRequest: { name: 'estimate_request', value: 100 },
  /** The appointment (consultation) variant of the estimate form is worth more. */
  appointmentRequest: { name: 'estimate_request', value: 150 },
  phoneCall: { name: 'phone_call', value: 50 },
  callToAction: { name: 'cta_click', value: 10 },
  formSubmit: { name: 'form_submit', value: 100 },
  engagement: { name: 'page_engagement', value: undefined },
} as const

/** Page engagement is sent after this long on a page. */
export const ENGAGEMENT_DELAY_MS = 5_000
/** Waiting for the tag to be ready: up to 100 tries, 50 ms apart (5 s). */
export const TAG_WAIT_TRIES = 100
export const TAG_WAIT_INTERVAL_MS = 50

export type EventParams = Record<string, string | number | boolean | undefined>

/** What the analytics tag component publishes on window for these helpers. */
export type ActiveTag = {
  kind: 'ga4' | 'gtm'
  testMode: boolean
  debugMode: boolean
  excludedPaths: string[]
  eventOverrides: Record<string, { value?: number; enabled?: boolean }>
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    __analyticsTag?: ActiveTag
  }
}

/** Runs fn once the tag is ready, polling up to TAG_WAIT_TRIES × TAG_WAIT_INTERVAL_MS; else drops it. */
export function whenTagReady(fn: (tag: ActiveTag) => void) {
  if (typeof window === 'undefined') return
  if (window.__analyticsTag) return fn(window.__analyticsTag)
  let tries = 0
  const timer = window.setInterval(() => {
    tries++
    const tag = window.__analyticsTag
    if (tag) {
      window.clearInterval(timer)
      fn(tag)
    } else if (tries >= TAG_WAIT_TRIES) {
      window.clearInterval(timer)
    }
  }, TAG_WAIT_INTERVAL_MS)
}

/** Sends one event to the active tag now (no waiting). Exported for the tag component. */
export function sendToTag(tag: ActiveTag, name: string, value: number | undefined, params: EventParams = {}) {
  const override = tag.eventOverrides[name]
  if (override?.enabled === false || isExcludedPath(window.location.pathname, tag.excludedPaths)) return
  const finalValue = override?.value ?? value
  const payload: EventParams = { ...params }
  if (finalValue !== undefined) Object.assign(payload, { value: finalValue, currency: 'USD' })
  if (tag.testMode) {
    console.info('[analytics test mode]', name, payload)
    return
  }
  if (tag.debugMode) console.debug('[analytics]', name, payload)
  try {
    if (tag.kind === 'ga4')
      window.gtag?.('event', name, tag.debugMode ? { ...payload, debug_mode: true } : payload)
    else (window.dataLayer ??= []).push({ event: name, ...payload })
  } catch {
    // Never let analytics break a page.
  }
}

/** Sends a named event with an optional value (US dollars) to the configured tag. */
export function trackEvent(name: string, value?: number, params?: EventParams) {
  try {
    whenTagReady((tag) => sendToTag(tag, name, value, params))
  } catch {
    // Never let analytics break a page.
  }
}

/** A contact message was sent successfully (75). */
export function trackContactSubmit(params?: EventParams) {
  trackEvent(ANALYTICS_EVENTS.contactSubmit.name, ANALYTICS_EVENTS.contactSubmit.value, params)
}

/** An estimate (100) or appointment (150) request was stored. */
export function trackEstimateRequest(
  requestType: 'estimate' | 'appointment' = 'estimate',
  params?: EventParams,
) {
  const event =
    requestType === 'appointment' ? ANALYTICS_EVENTS.appointmentRequest : ANALYTICS_EVENTS.estimateRequest
  trackEvent(event.name, event.value, { request_type: requestType, ...params })
}

/** Clicks the delegated listener has already reported. */
const reportedClicks = new WeakSet<Event>()

/**
 * True while a click that the delegated listener reported is being dispatched: a link with its own
 * onClick tracking (trackPhoneCall / trackCallToAction) is then not counted twice.
 */
function clickAlreadyReported(): boolean {
  if (typeof window === 'undefined') return false
  const current = (window as { event?: Event }).event
  return current !== undefined && reportedClicks.has(current)
}

function sendPhoneCall(phone: string, params?: EventParams & { value?: number }) {
  const { value, ...rest } = params ?? {}
  trackEvent(
    ANALYTICS_EVENTS.phoneCall.name,
    typeof value === 'number' ? value : ANALYTICS_EVENTS.phoneCall.value,
    {
      phone_number: phone,
      ...rest,
    },
  )
}

function sendCallToAction(label: string, params?: EventParams) {
  trackEvent(ANALYTICS_EVENTS.callToAction.name, ANALYTICS_EVENTS.callToAction.value, {
    cta_label: label,
    ...params,
  })
}

/** A phone number was tapped (50; pass 75 for high-intent places such as the contact page). */
export function trackPhoneCall(phone: string, params?: EventParams & { value?: number }) {
  if (!clickAlreadyReported()) sendPhoneCall(phone, params)
}

/** A call-to-action button or link was pressed (10). */
export function trackCallToAction(label: string, params?: EventParams) {
  if (!clickAlreadyReported()) sendCallToAction(label, params)
}

/**
 * The delegated click listener (capture phase on document, installed once with the tag): a tel:
 * link reports a phone call, a link to the estimate or contact page a call to action.
 */
export function handleDocumentClick(event: Event) {
  try {
    const link = linkFromEvent(event)
    const click = link ? classifyLinkClick(link, window.location.origin) : null
    if (!click) return
    reportedClicks.add(event)
    const where = { link_region: click.region, page_path: window.location.pathname }
    if (click.kind === 'phone') sendPhoneCall(click.phone, { ...where, link_text: click.label })
    else sendCallToAction(click.label, { ...where, link_url: click.target })
  } catch {
    // Never let analytics break a page.
  }
}

/** Any lead form was submitted successfully (100). */
export function trackFormSubmit(formName: string, params?: EventParams) {
  trackEvent(ANALYTICS_EVENTS.formSubmit.name, ANALYTICS_EVENTS.formSubmit.value, {
    form_name: formName,
    ...params,
  })
}
