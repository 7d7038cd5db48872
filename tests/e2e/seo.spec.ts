import { expect, test, type Page } from '@playwright/test'
import { ROBOTS_DISALLOW } from '@/content/routes'

// Pages render on demand against a fresh database; a busy CI machine needs more than the default.
test.describe.configure({ timeout: 90_000 })

type JsonLd = Record<string, unknown>

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data: unknown = JSON.parse(text)
    return (Array.isArray(data) ? data : [data]) as JsonLd[]
  })
}

test('every public page carries the Organization and a LocalBusiness per office', async ({ page }) => {
  await page.goto('/about')
  const items = await jsonLd(page)
  const org = items.find((item) => item['@type'] === 'Organization')
  expect(org).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.any(String),
    url: expect.stringMatching(/^http/),
  })
  const offices = items.filter(
    (item) => item['@type'] === 'LocalBusiness' && String(item['@id']).includes('#office-'),
  )
  expect(offices.map((o) => String(o['@id']).split('#office-')[1])).toEqual(
    expect.arrayContaining(['ocala', 'west-palm-beach', 'orlando']),
  )
  for (const office of offices) {
    expect(office).toMatchObject({
      name: expect.any(String),
      telephone: expect.any(String),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        addressRegion: 'FL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '16:00',
        },
      ],
    })
  }
})

test('landing pages carry local-business data: 50 miles around central Florida, $$$$, and a breadcrumb', async ({
  page,
}) => {
  await page.goto('/pool-services-tampa-fl')
  const items = await jsonLd(page)
  const business = items.find((item) => String(item['@id']).endsWith('/pool-services-tampa-fl#business'))
  expect(business).toMatchObject({
    '@type': 'LocalBusiness',
    priceRange: '$$$$',
    description: expect.stringContaining('Tampa'),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: 28.5383, longitude: -81.3792 },
      geoRadius: '50 mi',
    },
  })
  const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')
  expect(crumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home' },
      {
        position: 2,
        name: 'Pool Services in Tampa, FL',
        item: expect.stringMatching(/\/pool-services-tampa-fl$/),
      },
    ],
  })
})

test('a pool detail page carries Product and BreadcrumbList data', async ({ page }) => {
  await page.goto('/pool-detail/1')
  const items = await jsonLd(page)
  expect(items.find((item) => item['@type'] === 'Product')).toMatchObject({
    name: expect.any(String),
    url: expect.stringMatching(/\/pool-detail\/1$/),
    sku: 'pool-1',
    brand: { '@type': 'Brand', name: expect.any(String) },
    image: expect.arrayContaining([expect.stringMatching(/^http/)]),
  })
  const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')
  expect((crumbs?.itemListElement as unknown[]).length).toBe(3)
})

test('a blog post carries complete BlogPosting and BreadcrumbList data and article Open Graph tags', async ({
  page,
}) => {
  await page.goto('/blog')
  const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
  await page.goto(href ?? '')
  const items = await jsonLd(page)
  const posting = items.find((item) => item['@type'] === 'BlogPosting')
  const url = expect.stringMatching(new RegExp(`^https?://[^/]+${href}$`))
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: await page.locator('h1').first().textContent(),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [expect.stringMatching(/^https?:\/\//)],
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    // Every demo post names its author.
    author: { '@type': 'Person', name: expect.any(String) },
    publisher: {
      '@type': 'Organization',
      name: expect.any(String),
      logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//) },
    },
  })
  const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')
  const list = crumbs?.itemListElement as { position: number; name: string; item: string }[]
  expect(list[0]).toMatchObject({ position: 1, name: 'Home' })
  expect(list[1]).toMatchObject({ position: 2, name: 'Blog', item: expect.stringMatching(/\/blog$/) })
  expect(list.at(-1)).toMatchObject({ position: list.length, item: url })

  const meta = (property: string) =>
    page.locator(`meta[property="${property}"]`).first().getAttribute('content')
  expect(await meta('og:type')).toBe('article')
  expect(await meta('article:published_time')).toBe(posting?.datePublished)
  expect(await meta('article:modified_time')).toBe(posting?.dateModified)
  expect(await meta('article:author')).toBe((posting?.author as { name: string }).name)
})

test('a landing page has title, description, keywords, canonical, Open Graph and Twitter tags with a generated image', async ({
  page,
  request,
}) => {
  await page.goto('/fiberglass-pools-ocala')
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
  expect(await meta('meta[name="description"]')).toContain('Ocala')
  expect(await meta('meta[name="keywords"]')).toContain('fiberglass pools ocala')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fiberglass-pools-ocala$/)
  expect(await meta('meta[property="og:title"]')).toBe(
    'Fiberglass Pools in Ocala, FL | Florida Fiberglass Pools',
  )
  expect(await meta('meta[property="og:url"]')).toMatch(/\/fiberglass-pools-ocala$/)
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  const image = await meta('meta[property="og:image"]')
  expect(image).toMatch(/\/og\?title=/)
  expect(await meta('meta[name="twitter:image"]')).toBe(image)
  const png = await request.get(image ?? '')
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG')
  const siteImage = await request.get('/opengraph-image')
  expect(siteImage.headers()['content-type']).toBe('image/png')
})

test('sitemap.xml is valid XML listing the public pages, pools, posts and landing pages', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  await page.goto('/robots.txt')
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.querySelector('parsererror'))
      return { error: doc.querySelector('parsererror')?.textContent ?? 'parse error' }
    const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map(
      (url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }),
    )
    return { root: doc.documentElement.localName, urls }
  }, xml)
  expect(parsed.error).toBeUndefined()
  expect(parsed.root).toBe('urlset')
  const urls = parsed.urls ?? []
  const paths = urls.map((u) => new URL(u.loc).pathname)
  for (const path of [
    '/',
    '/pools',
    '/contact',
    '/estimate',
    '/blog',
    '/fiberglass-pools-ocala',
    '/pool-services-tampa-fl',
    '/fiberglass-pools-orlando',
  ]) {
    expect(paths, path).toContain(path)
  }
  expect(paths.some((p) => /^\/pool-detail\/\d+$/.test(p))).toBe(true)
  expect(paths.some((p) => /^\/blog\/[^/]+$/.test(p))).toBe(true)
  expect(paths).not.toContain('/fiberglass-pools-gainesville')
  expect(paths.some((p) => p.startsWith('/admin'))).toBe(false)
  for (const { lastmod } of urls) if (lastmod) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
  // Every listed page answers.
  for (const path of ['/fiberglass-pools-orlando', paths.find((p) => p.startsWith('/pool-detail/')) ?? '/']) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('robots.txt keeps crawlers out of the admin, previews and API and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  for (const path of ROBOTS_DISALLOW) {
    expect(text).toContain(`Disallow: ${path}\n`)
  }
  expect(text).toMatch(/^Allow: \/$/m)
  expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m)
})

test('the page-view endpoint answers 204 to a page view and 400 to a malformed one', async ({ request }) => {
  const ok = await request.post('/api/analytics/page-view', {
    data: { path: '/pools', referrer: 'https://www.google.com/' },
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
  })
  expect(ok.status()).toBe(204)
  expect(ok.headers()['set-cookie']).toBeUndefined()
  const bad = await request.post('/api/analytics/page-view', {
    data: { path: 'no-slash' },
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
  })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toEqual({ message: 'path must start with /' })
})

test('the site has a favicon and icons', async ({ page, request }) => {
  await page.goto('/about')
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect((await request.get(icon ?? '/favicon.ico')).status()).toBe(200)
  expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/icon/)
})
