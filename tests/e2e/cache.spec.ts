/**
 * Cached public pages (docs/decisions/0001-run-time-read-cache.md): served from the cache after
 * the first request, with a Cache-Control a CDN can honour and a CSP whose nonce is the one in
 * the HTML; a page that reads a few query parameters is cached per set of their values, others
 * in the query are ignored; admin pages stay private with a new nonce per request
 * (back-forward-cache.spec.ts: the browser keeps them when going back).
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { apiPools } from './catalogue-helpers'

const SHARED_CACHE = /^s-maxage=60, stale-while-revalidate=\d+$/
const nonceOfHeader = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
const noncesOfHtml = (html: string) => new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]))

/** Requests a path until it comes from the cache (the first request may render it). */
async function cachedResponse(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path)
  for (let attempt = 0; attempt < 3 && response.headers()['x-nextjs-cache'] !== 'HIT'; attempt++) {
    response = await request.get(path)
  }
  return response
}

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const [pool] = await apiPools(request)
  const blog = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
  expect(post, 'a published blog post').toBeTruthy()
  return [
    '/',
    '/pools',
    `/pool-detail/${pool?.id}`,
    '/about',
    '/packages',
    '/latham-pools',
    '/san-juan-pools',
    '/contact',
    '/financing',
    '/privacy-policy',
    '/fiberglass-pools-ocala',
    '/10x20-fiberglass-pool',
    post ?? '',
    '/sitemap.xml',
  ]
}

test.describe('public pages come from the cache', () => {
  test('each is served from the cache with a shared max age and the nonce of its HTML', async ({
    request,
  }) => {
    for (const path of await publicPaths(request)) {
      const response = await cachedResponse(request, path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
      // Next.js sends its sitemap as `public, max-age=0, must-revalidate`: a CDN asks each time.
      if (path.endsWith('.xml')) continue
      expect(response.headers()['cache-control'], path).toMatch(SHARED_CACHE)
      const nonce = nonceOfHeader(response)
      expect(nonce, path).toBeTruthy()
      expect(noncesOfHtml(await response.text()), path).toEqual(new Set([nonce]))
    }
  })

  test('the query parameters a page reads pick its cached variant; others are ignored', async ({
    request,
  }) => {
    const pools = await apiPools(request)
    const shape = pools.find((pool) => pool.shape)?.shape ?? ''
    const first = await cachedResponse(request, `/pools?shape=${encodeURIComponent(shape)}`)
    const fromAd = await request.get(
      `/pools?utm_source=radio&gclid=${Date.now()}&shape=${encodeURIComponent(shape)}`,
    )
    expect(fromAd.headers()['x-nextjs-cache']).toBe('HIT')
    const html = await fromAd.text()
    expect(html).toBe(await first.text())
    const expected = pools.filter((pool) => pool.shape === shape).length
    expect(html.replaceAll('<!-- -->', '')).toContain(
      `Pool Collection (${expected} ${expected === 1 ? 'pool' : 'pools'})`,
    )
    // The canonical address stays /pools.
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/pools"/)
  })

  test('an unknown pool, post or landing slug is a cached 404 too', async ({ request }) => {
    for (const path of ['/pool-detail/999999', '/blog/no-such-post', '/no-such-landing-page']) {
      const response = await cachedResponse(request, path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
    }
  })
})

test('a page that reads the request stays private, with its nonce in header and HTML', async ({
  request,
}) => {
  const response = await request.get('/estimate?sourcePage=pools')
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(noncesOfHtml(await response.text())).toEqual(new Set([nonceOfHeader(response)]))
})

test('admin pages are never stored and get a new nonce per request', async ({ request }) => {
  const first = await request.get('/admin-login')
  const second = await request.get('/admin-login')
  for (const response of [first, second]) {
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    expect(noncesOfHtml(await response.text())).toEqual(new Set([nonceOfHeader(response)]))
  }
  expect(nonceOfHeader(first)).not.toBe(nonceOfHeader(second))
})
