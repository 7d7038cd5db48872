/**
 * The dashboard's figures add up: landing-page views are part of the site's page views, over the
 * same period and by the same counting rule, and landing-page leads are the requests the intake
 * credits to those pages. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postLead } from '@/app/api/estimates/route'
import { landingPages, pageViews } from '@/db/schema'
import {
  jsonRequest,
  seedLeadFixtures,
  setLeadEnv,
  VALID_CONTACT,
  VALID_ESTIMATE,
} from '@/tests/helpers/leads'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { dashboardData, VIEWS_DAYS } from './queries'

const { db } = testDatabase()
const DAY = 86_400_000

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000' })
  await seedLeadFixtures(db())
  // Two published landing pages whose stored running totals (as the demo data has them) say
  // nothing about the last 30 days.
  await db()
    .insert(landingPages)
    .values([
      { title: 'Ocala', slug: 'dash-ocala', status: 'published', views: 412, conversions: 19 },
      { title: 'Ten by twenty', slug: 'dash-10x20', status: 'published', views: 268, conversions: 7 },
    ])
  const now = Date.now()
  const view = (path: string, daysAgo = 0) => ({ path, createdAt: new Date(now - daysAgo * DAY) })
  await db()
    .insert(pageViews)
    .values([
      view('/dash-ocala'),
      view('/dash-ocala', 3),
      view('/dash-ocala', 12),
      view('/enhanced-test/dash-10x20', 1),
      view('/'),
      view('/', 2),
      view('/pools', 8),
      view('/dash-ocala/extra'),
      view('/dash-ocala', VIEWS_DAYS + 5), // outside the period
      view('/', VIEWS_DAYS + 5),
    ])
  const send = async (body: Record<string, unknown>) => {
    const response = await postLead(jsonRequest('/api/estimates', body))
    expect(response.status, await response.clone().text()).toBe(201)
  }
  // Sent from the landing page itself.
  await send({ ...VALID_ESTIMATE, sourcePage: 'dash-ocala' })
  // A message sent from /contact by a visit that began on the other landing page.
  await send({
    ...VALID_CONTACT,
    sourcePage: 'contact',
    attribution: { landingPage: '/dash-10x20?utm_source=google', utmSource: 'google' },
  })
  // A lead that credits no landing page.
  await send({ ...VALID_ESTIMATE, sourcePage: 'pools' })
})

describe('dashboard figures', () => {
  it('counts landing-page views within the site’s page views, same period, same rule', async () => {
    const data = await dashboardData()
    expect(data.pageViews.last30).toBe(8)
    expect(data.pageViews.last7).toBe(6)
    const ocala = data.landingPages.find((p) => p.slug === 'dash-ocala')
    const tenByTwenty = data.landingPages.find((p) => p.slug === 'dash-10x20')
    expect(ocala).toMatchObject({ views: 3, leads: 1 })
    expect(tenByTwenty).toMatchObject({ views: 1, leads: 1 })
    expect(data.landingTotals).toEqual({ views: 4, leads: 2 })
    // Landing views are page views of the same table and period: never more than the site total,
    // and exactly the page views at the landing pages' addresses in the most-viewed list.
    expect(data.landingTotals.views).toBeLessThanOrEqual(data.pageViews.last30)
    const atLanding = data.pageViews.topPaths
      .filter((p) => ['/dash-ocala', '/enhanced-test/dash-10x20'].includes(p.path))
      .reduce((sum, p) => sum + p.count, 0)
    expect(atLanding).toBe(data.landingTotals.views)
  })

  it('credits leads to landing pages as the intake counts conversions', async () => {
    const data = await dashboardData()
    const stored = await db().select().from(landingPages)
    for (const slug of ['dash-ocala', 'dash-10x20']) {
      const row = stored.find((p) => p.slug === slug)
      const before = slug === 'dash-ocala' ? 19 : 7
      // The intake added exactly the leads the dashboard credits for the period.
      expect((row?.conversions ?? 0) - before).toBe(data.landingPages.find((p) => p.slug === slug)?.leads)
    }
    // A page with neither views nor leads in the period is left out of the list.
    expect(data.landingPages.map((p) => p.slug)).not.toContain('lp-published')
  })
})
