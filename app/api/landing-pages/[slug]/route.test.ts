import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { landingPages } from '@/db/schema'
import { invalidate, CacheTags } from '@/lib/cache'
import { LANDING_VIEWS_PER_MINUTE } from '@/lib/analytics/view-limits'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'
import { flushLandingViews } from '@/lib/landing-pages/view-counter'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { GET } from './route'
import { POST as trackView } from './track-view/route'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const ctx = (slug: string) => ({ params: Promise.resolve({ slug }) })
const get = (slug: string) => GET(new Request(`http://localhost/api/landing-pages/${slug}`), ctx(slug))
let addresses = 0
/** Each visitor gets an address of their own unless one is given. */
const visitor = () => `198.51.100.${++addresses}`
const view = (slug: string, ua = BROWSER, ip = visitor()) =>
  trackView(
    new Request(`http://localhost/api/landing-pages/${slug}/track-view`, {
      method: 'POST',
      headers: { 'user-agent': ua, [PEER_ADDRESS_HEADER]: ip },
    }),
    ctx(slug),
  )

async function views(slug: string) {
  const [row] = await db()
    .select({ views: landingPages.views })
    .from(landingPages)
    .where(eq(landingPages.slug, slug))
  return row
}

beforeAll(async () => {
  await db()
    .insert(landingPages)
    .values([
      {
        slug: 'pools-in-ocala',
        title: 'Pools in Ocala',
        metaTitle: 'Pools in Ocala, FL',
        metaDescription: 'Fiberglass pools in Ocala.',
        city: 'Ocala',
        service: 'Installation',
        contentType: 'html',
        content:
          '<h2>Why us</h2><p onclick="steal()">Fast.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        targetKeywords: ['pools ocala'],
        status: 'published',
      },
      {
        slug: 'mapped',
        title: 'Mapped',
        contentType: 'page',
        localPagePath: '/packages',
        status: 'published',
      },
      { slug: 'draft-page', title: 'Draft', status: 'draft' },
    ])
  invalidate(CacheTags.landingPages)
})

describe('GET /api/landing-pages/{slug}', () => {
  it('returns the published page as read, with sanitised content', async () => {
    const response = await get('pools-in-ocala')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      slug: 'pools-in-ocala',
      title: 'Pools in Ocala',
      metaTitle: 'Pools in Ocala, FL',
      metaDescription: 'Fiberglass pools in Ocala.',
      service: 'Installation',
      city: 'Ocala',
      targetKeywords: ['pools ocala'],
      contentType: 'html',
      localPagePath: null,
      content: '<h2>Why us</h2><p>Fast.</p><a>x</a>',
    })
    expect(body).not.toHaveProperty('views')
    const mapped = await (await get('mapped')).json()
    expect(mapped).toMatchObject({ contentType: 'page', localPagePath: '/packages' })
  })

  it.each([['draft-page'], ['no-such-page'], ['bad slug!'], ['x'.repeat(300)]])(
    'answers 404 for %s',
    async (slug) => {
      const response = await get(slug)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Landing page not found' })
    },
  )
})

describe('POST /api/landing-pages/{slug}/track-view', () => {
  it('adds one view per visitor, written in a batch', async () => {
    const before = (await views('pools-in-ocala'))?.views ?? 0
    for (let i = 0; i < 3; i++) expect((await view('pools-in-ocala')).status).toBe(204)
    expect((await views('pools-in-ocala'))?.views).toBe(before)
    await flushLandingViews()
    expect((await views('pools-in-ocala'))?.views).toBe(before + 3)
  })

  it('counts one view per address and visit, however often the page calls', async () => {
    const before = (await views('pools-in-ocala'))?.views ?? 0
    const same = visitor()
    for (let i = 0; i < LANDING_VIEWS_PER_MINUTE; i++)
      expect((await view('pools-in-ocala', BROWSER, same)).status).toBe(204)
    await flushLandingViews()
    expect((await views('pools-in-ocala'))?.views).toBe(before + 1)
  })

  it('answers 429 with the wait to an address sending too many, and lets others through', async () => {
    const flood = visitor()
    for (let i = 0; i < LANDING_VIEWS_PER_MINUTE; i++) await view('pools-in-ocala', BROWSER, flood)
    const refused = await view('pools-in-ocala', BROWSER, flood)
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many page views from your network\. Please wait \d+ seconds?\.$|Please wait 1 minute\.$/,
    )
    expect((await view('pools-in-ocala')).status).toBe(204)
    await flushLandingViews()
  })

  it('ignores crawlers and requests without a user agent', async () => {
    const before = (await views('pools-in-ocala'))?.views ?? 0
    expect((await view('pools-in-ocala', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).status).toBe(204)
    expect((await view('pools-in-ocala', '')).status).toBe(204)
    await flushLandingViews()
    expect((await views('pools-in-ocala'))?.views).toBe(before)
  })

  it('answers 404 with the message for an unknown or draft slug, counting nothing', async () => {
    const response = await view('draft-page')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Landing page not found' })
    await flushLandingViews()
    expect((await views('draft-page'))?.views).toBe(0)
  })
})
