import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { pageViews } from '@/db/schema'
import { flushPageViews, PAGE_VIEW_BATCH_SIZE, pendingPageViews } from '@/lib/analytics/page-view-store'
import { PAGE_VIEWS_PER_MINUTE } from '@/lib/analytics/view-limits'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { POST } from './route'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

let addresses = 0
/** Each view comes from an address of its own unless one is given. */
function post(
  body: unknown,
  ua = BROWSER,
  ip = `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`,
) {
  return POST(
    new Request('http://localhost:3000/api/analytics/page-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua, [PEER_ADDRESS_HEADER]: ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

async function rows() {
  return db().select().from(pageViews).orderBy(pageViews.id)
}

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('condition not met')
}

beforeEach(async () => {
  await flushPageViews()
  await db().delete(pageViews)
})

describe('POST /api/analytics/page-view', () => {
  it('a path with a NUL byte or half an emoji is stored cleaned and never blocks the views after it', async () => {
    expect((await post({ path: '/x\u0000' })).status).toBe(204)
    expect((await post({ path: '/y\ud83d' })).status).toBe(204)
    await flushPageViews()
    expect((await post({ path: '/after' })).status).toBe(204)
    await flushPageViews()
    expect(pendingPageViews()).toBe(0)
    expect((await rows()).map((row) => row.path)).toEqual(['/x', '/y\ufffd', '/after'])
  })

  it('answers 204, sets no cookie and writes the row on the next flush', async () => {
    const response = await post({
      path: '/pools?email=ana@example.com',
      referrer: 'https://www.google.com/search?q=pools',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await rows()).toHaveLength(0)
    await flushPageViews()
    const [row] = await rows()
    expect(row).toMatchObject({
      path: '/pools',
      referrer: 'https://www.google.com/search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    })
    const columns = await db().execute(
      sql`select column_name from information_schema.columns where table_name = 'page_views'`,
    )
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name)
    expect(names.some((name) => /ip|agent|cookie|session/i.test(name))).toBe(false)
  })

  it('drops referrers from the site itself', async () => {
    await post({ path: '/contact', referrer: 'http://localhost:3000/pools' })
    await flushPageViews()
    expect((await rows())[0]?.referrer).toBeNull()
  })

  it('ignores crawlers', async () => {
    expect((await post({ path: '/' }, 'Mozilla/5.0 (compatible; bingbot/2.0)')).status).toBe(204)
    await flushPageViews()
    expect(await rows()).toHaveLength(0)
  })

  it.each([
    ['not json', 'The page view must be a JSON object.'],
    [{ referrer: 'x' }, 'path is required'],
    [{ path: 'pools' }, 'path must start with /'],
    [{ path: '/x', utmSource: 12 }, undefined],
  ])('answers 400 with a reason for %j', async (body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { message: string }
    if (message) expect(json.message).toBe(message)
    else expect(json.message.length).toBeGreaterThan(0)
  })

  it('writes a full batch at once without waiting for the job', async () => {
    for (let i = 0; i < PAGE_VIEW_BATCH_SIZE; i++) await post({ path: `/p/${i}` })
    await waitFor(async () => (await rows()).length === PAGE_VIEW_BATCH_SIZE)
    expect(pendingPageViews()).toBe(0)
    expect(new Set((await rows()).map((r) => r.path)).size).toBe(PAGE_VIEW_BATCH_SIZE)
  })

  it('answers 429 with the wait to an address sending too many, storing none of its extra views', async () => {
    const flood = '203.0.113.66'
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) await post({ path: `/flood/${i}` }, BROWSER, flood)
    const refused = await post({ path: '/flood/over' }, BROWSER, flood)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many page views from your network\. Please wait (\d+ seconds?|1 minute)\.$/,
    )
    expect((await post({ path: '/someone-else' })).status).toBe(204)
    await flushPageViews()
    const paths = (await rows()).map((row) => row.path)
    expect(paths.filter((path) => path.startsWith('/flood/'))).toHaveLength(PAGE_VIEWS_PER_MINUTE)
    expect(paths).toContain('/someone-else')
  })

  it('refuses a body nested deeper than any page view with 400', async () => {
    const response = await post(`{"path":"/x","a":${'['.repeat(2000)}${']'.repeat(2000)}}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/nests its values too deeply/)
  })

  it('keeps the rows for the next flush when a write fails', async () => {
    await post({ path: '/kept' })
    await db().execute(sql`alter table page_views rename to page_views_away`)
    await flushPageViews()
    expect(pendingPageViews()).toBe(1)
    await db().execute(sql`alter table page_views_away rename to page_views`)
    await flushPageViews()
    expect(pendingPageViews()).toBe(0)
    expect((await rows()).map((r) => r.path)).toEqual(['/kept'])
  })
})
