/**
 * Helpers for the lead intake's integration tests: the demo offices and two landing pages in the
 * test database, and requests as a browser or an API client sends them.
 */
import { DEFAULT_OFFICES } from '@/content/company'
import type { Database } from '@/db/client'
import { contacts, estimateRequests, landingPages, leadSpam, offices } from '@/db/schema'
import { clearCache } from '@/lib/cache'
import { resetEnvForTests } from '@/config/env'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'
import { signFormTime } from '@/lib/leads/form-token'
import { publicLeadId, type StoredIn } from '@/lib/leads/public-id'

let personToken: { issuedAt: number; token: string } | undefined

/**
 * A form's signed time from half a minute ago, as a person's form sends it: the same one while it
 * stays valid, so that a retried body is the same body (a new token would be a new payload).
 */
export function formTokenOfAPerson(): string {
  const now = Date.now()
  const age = personToken ? now - personToken.issuedAt : -1
  if (!personToken || age < 10_000 || age > 12 * 60 * 60 * 1000) {
    personToken = { issuedAt: now - 30_000, token: signFormTime(now - 30_000) }
  }
  return personToken.token
}

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
    [PEER_ADDRESS_HEADER]: options.ip ?? uniqueIp(),
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
  address: '12 Palm Way, Orlando',
  message: 'We would like a 16x32 pool.',
  poolType: 'Fiberglass',
  budgetRange: '$50,000 - $75,000',
  timeframe: '1-3 months',
  requestType: 'estimate',
  sourcePage: 'estimate',
  nearestBranch: 'orlando',
  get formToken() {
    return formTokenOfAPerson()
  },
} as const

export const VALID_CONTACT = {
  firstName: 'John',
  lastName: 'Smith Jr',
  email: 'john@example.com',
  phone: '561-555-0199',
  message: 'Please call me about resurfacing.',
  requestType: 'contact',
  sourcePage: 'contact',
  get formToken() {
    return formTokenOfAPerson()
  },
} as const

/** A form's signed time `ageMs` old: below LEAD_MIN_FILL_MS it marks a fill as too fast. */
export function formTokenAged(ageMs: number): string {
  return signFormTime(Date.now() - ageMs)
}

const TABLES = { estimate_requests: estimateRequests, contacts, lead_spam: leadSpam } as const

/**
 * The stored row behind an intake answer's opaque id (lib/leads/public-id), found by trying the
 * ids of each table: tests need the real id, clients never get it. -1 when none matches.
 */
export async function storedIdOf(db: Database, publicId: string | undefined): Promise<number> {
  if (!publicId) return -1
  for (const [name, table] of Object.entries(TABLES) as [StoredIn, (typeof TABLES)[StoredIn]][]) {
    const rows = await db.select({ id: table.id }).from(table)
    const match = rows.find((row) => publicLeadId(name, row.id) === publicId)
    if (match) return match.id
  }
  return -1
}
