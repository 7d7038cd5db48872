import 'server-only'
/**
 * Limits of the two public write endpoints that count views, in rate_limits (shared by every
 * instance): a page view (POST /api/analytics/page-view) and a landing page's view (POST
 * /api/landing-pages/{slug}/track-view). One address may send PAGE_VIEWS_PER_MINUTE page views
 * and LANDING_VIEWS_PER_MINUTE landing views a minute, then 429 with the wait; and a landing page
 * counts one view per address per visit (LANDING_VISIT_MS), whatever the browser's own
 * once-per-session flag says (docs/decisions/0030-view-counters-written-in-batches.md).
 */
import { formatWait } from '@/lib/format'
import { hitRateLimits } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'

/** A person reads a page in seconds; an office behind one address has a few people. */
export const PAGE_VIEWS_PER_MINUTE = 120
export const LANDING_VIEWS_PER_MINUTE = 60
/** A visit, as analytics tools count one: 30 minutes. */
export const LANDING_VISIT_MS = 30 * 60_000
const MINUTE_MS = 60_000

export type ViewAdmission =
  { allowed: true; counted: boolean } | { allowed: false; retryAfterSeconds: number; message: string }

const tooMany = (what: string, retryAfterSeconds: number): ViewAdmission => ({
  allowed: false,
  retryAfterSeconds,
  message: `Too many ${what} from your network. Please wait ${formatWait(retryAfterSeconds)}.`,
})

export async function admitPageView(ip: string): Promise<ViewAdmission> {
  const [perAddress] = await hitRateLimits([
    { key: `page-view:${hashIp(ip)}`, limit: PAGE_VIEWS_PER_MINUTE, windowMs: MINUTE_MS },
  ])
  if (perAddress && !perAddress.allowed) return tooMany('page views', perAddress.retryAfterSeconds)
  return { allowed: true, counted: true }
}

/** Whether a landing page's view may be sent (429 past the address's limit) and is a visit's first. */
export async function admitLandingView(ip: string, slug: string): Promise<ViewAdmission> {
  const address = hashIp(ip)
  const [perAddress, visit] = await hitRateLimits([
    { key: `landing-view:${address}`, limit: LANDING_VIEWS_PER_MINUTE, windowMs: MINUTE_MS },
    { key: `landing-visit:${slug.slice(0, 100)}:${address}`, limit: 1, windowMs: LANDING_VISIT_MS },
  ])
  if (perAddress && !perAddress.allowed) return tooMany('page views', perAddress.retryAfterSeconds)
  return { allowed: true, counted: visit?.allowed ?? false }
}
