/**
 * Helpers for the lead intake's integration tests: the demo offices and two landing pages in the
 * test database, and requests as a browser or an API client sends them.
 */
import { DEFAULT_OFFICES } from '@/content/company'
import type { Database } from '@/db/client'
import { landingPages, offices } from '@/db/schema'
import { clearCache } from '@/lib/cache'
import { resetEnvForTests } from '@/lib/env'

export async function seedLeadFixtures(db: Database) {
  await db.insert(offices).values(
    DEFAULT_OFFICES.map((o, index) => ({
      id: o.id,
      name: o.name,
      city: o.city,
      address: o.address,
      phone: o.phone,
      email: o.email,
      hours: o.hours,
      isPrimary: o.isPrimary,
      lat: o.coordinates.lat,
      lng: o.coordinates.lng,
      serviceAreas: o.serviceAreas,
      displayOrder: index,
    })),
  )
  await db.insert(landingPages).values([
    { title: 'Published', slug: 'lp-published', status: 'published' },
    { title: 'Draft', slug: 'lp-draft', status: 'draft' },
  ])
  clearCache()
}

let ipCounter = 0

/** A client address no other test uses, so the per-address rate limit never mixes tests. */
export function uniqueIp() {
  ipCounter++
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`
}

export function jsonRequest(
  url: string,
  body: unknown,
  options: { ip?: string; key?: string; headers?: Record<string, string>; raw?: string } = {},
): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': options.ip ?? uniqueIp(),
    ...(options.key ? { 'idempotency-key': options.key } : {}),
    ...options.headers,
  }
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  })
}

/** Sets lead settings for a test and re-reads the environment. */
export function setLeadEnv(
  values: Partial<
    Record<
      | 'LEAD_RATE_LIMIT'
      | 'LEAD_RATE_LIMIT_WINDOW_SECONDS'
      | 'LEAD_MIN_FILL_MS'
      | 'SMTP_URL'
      | 'COMPANY_INBOX',
      string
    >
  >,
) {
  for (const [key, value] of Object.entries(values)) process.env[key] = value
  resetEnvForTests()
}

export const VALID_ESTIMATE = {
  firstName: 'Maria Lopez',
  lastName: '',
  email: 'maria@example.com',
  phone: '(352) 555-0100',
  address: '12 Palm Way, Ocala',
  message: 'We would like a 16x32 pool.',
  poolType: 'Fiberglass',
  budgetRange: '$50,000 - $75,000',
  timeframe: '1-3 months',
  requestType: 'estimate',
  sourcePage: 'estimate',
  nearestBranch: 'orlando',
  fillTimeMs: 30_000,
} as const

export const VALID_CONTACT = {
  firstName: 'John',
  lastName: 'Smith Jr',
  email: 'john@example.com',
  phone: '561-555-0199',
  message: 'Please call me about resurfacing.',
  requestType: 'contact',
  sourcePage: 'contact',
  fillTimeMs: 30_000,
} as const
