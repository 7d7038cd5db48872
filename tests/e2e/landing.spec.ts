import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, openPage } from './a11y-helpers'

// Pages render on demand against a fresh database; a busy CI machine needs more than the default.
test.describe.configure({ timeout: 90_000 })

/** The fixed landing routes and what their seeded records render (lib/demo-data/landing-pages.ts). */
const HTML_ROUTES = [
  {
    slug: 'fiberglass-pools-ocala',
    heading: 'Fiberglass Pools in Ocala, FL',
    title: 'Fiberglass Pools in Ocala, FL | Florida Fiberglass Pools',
  },
  {
    slug: 'pool-services-tampa-fl',
    heading: 'Pool Services in Tampa, FL',
    title: 'Pool Services in Tampa, FL | Install & Resurface | Florida Fiberglass Pools',
  },
  {
    slug: 'enhanced-pool-installation-jacksonville-fl',
    heading: 'Enhanced Pool Installation in Jacksonville, FL',
    title: 'Enhanced Pool Installation in Jacksonville, FL | Florida Fiberglass Pools',
  },
] as const

/** 'page' records render an existing local page under the landing record's own title. */
const MAPPED_ROUTES = [
  {
    slug: '10x20-fiberglass-pool',
    title: '10x20 Fiberglass Pools: Sizes and Prices | Florida Fiberglass Pools',
    local: '/pools',
  },
  {
    slug: 'test-landing',
    title: 'All-Inclusive Fiberglass Pool Packages from $42k | Florida Fiberglass Pools',
    local: '/packages',
  },
  {
    slug: 'pool-resurfacing-ocala-fl',
    title: 'Pool Resurfacing in Ocala, FL | 5-7 Day Turnaround | Florida Fiberglass Pools',
    local: '/resurfacing',
  },
] as const

async function landingBusiness(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const items = blocks.flatMap((text) => {
    const data: unknown = JSON.parse(text)
    return Array.isArray(data) ? data : [data]
  }) as Record<string, unknown>[]
  return items.find((item) => item['@type'] === 'LocalBusiness' && String(item['@id']).endsWith('#business'))
}

for (const route of HTML_ROUTES) {
  test(`/${route.slug} renders its HTML landing page`, async ({ page }) => {
    const response = await page.goto(`/${route.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
    await expect(page.getByTestId('landing-content').getByRole('heading', { level: 2 }).first()).toBeVisible()
    // The call to action carries the slug, so the lead counts as this page's conversion.
    const cta = page.getByRole('link', { name: 'Get Your Free Estimate' }).first()
    await expect(cta).toHaveAttribute('href', `/estimate?sourcePage=${route.slug}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${route.slug}$`))
    expect(await landingBusiness(page)).toMatchObject({
      priceRange: '$$$$',
      areaServed: { '@type': 'GeoCircle', geoRadius: '50 mi' },
    })
  })
}

for (const route of MAPPED_ROUTES) {
  test(`/${route.slug} renders the local page ${route.local} with its own metadata`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/${route.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${route.slug}$`))
    // The same page as the local route: the same main heading.
    const local = await request.get(route.local)
    const localHeading = /<h1[^>]*>(.*?)<\/h1>/s
      .exec(await local.text())?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim()
    expect(localHeading, `h1 of ${route.local}`).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(localHeading ?? '')
    expect(await landingBusiness(page)).toMatchObject({ priceRange: '$$$$' })
  })
}

test('the catch-all and /enhanced-test render published landing pages by slug', async ({ page }) => {
  for (const path of [
    '/fiberglass-pools-orlando',
    '/enhanced-test/fiberglass-pools-orlando',
    '/enhanced-test/fiberglass-pools-ocala',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Fiberglass Pools in (Orlando|Ocala), FL/,
    )
  }
  // The enhanced-test copy points search engines at the real page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fiberglass-pools-ocala$/)
})

test('a missing landing slug shows Page Not Found with status 404', async ({ page }) => {
  for (const path of ['/enhanced-test/no-such-landing-page', '/enhanced-test/fiberglass-pools-gainesville']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('The requested landing page could not be loaded.')).toBeVisible()
  }
})

test('an unknown or draft slug at /{slug} is "anything else": the site 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/fiberglass-pools-gainesville', '/favicon-missing.png']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  }
})

test('a view is counted once per visit', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const calls: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/track-view')) calls.push(new URL(req.url()).pathname)
  })
  // The page-view beacon is sent in the same effect pass as the landing tracker: once it is seen,
  // the tracker has decided whether to count.
  const hydrated = () => page.waitForRequest((req) => req.url().endsWith('/api/analytics/page-view'))
  const counted = page.waitForResponse((res) =>
    res.url().includes('/api/landing-pages/pool-services-tampa-fl/track-view'),
  )
  await page.goto('/pool-services-tampa-fl')
  expect((await counted).status()).toBe(204)
  for (const reload of [() => page.reload(), () => page.goto('/pool-services-tampa-fl')]) {
    const seen = hydrated()
    await reload()
    await seen
  }
  const other = page.waitForResponse((res) =>
    res.url().includes('/api/landing-pages/fiberglass-pools-ocala/track-view'),
  )
  await page.goto('/fiberglass-pools-ocala')
  expect((await other).status()).toBe(204)
  expect(calls).toEqual([
    '/api/landing-pages/pool-services-tampa-fl/track-view',
    '/api/landing-pages/fiberglass-pools-ocala/track-view',
  ])
  await context.close()

  // A new visit (a new browser session) counts again.
  const next = await browser.newContext()
  const again = await next.newPage()
  const secondVisit = again.waitForResponse((res) =>
    res.url().includes('/api/landing-pages/pool-services-tampa-fl/track-view'),
  )
  await again.goto('/pool-services-tampa-fl')
  expect((await secondVisit).status()).toBe(204)
  await next.close()
})

test('the landing API answers the record, 404 with the spec message, and ignores crawlers', async ({
  request,
}) => {
  const found = await request.get('/api/landing-pages/fiberglass-pools-ocala')
  expect(found.status()).toBe(200)
  expect(await found.json()).toMatchObject({
    slug: 'fiberglass-pools-ocala',
    contentType: 'html',
    targetKeywords: expect.any(Array),
  })
  for (const slug of ['no-such-page', 'fiberglass-pools-gainesville']) {
    const missing = await request.get(`/api/landing-pages/${slug}`)
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Landing page not found' })
  }
  const bot = await request.post('/api/landing-pages/fiberglass-pools-ocala/track-view', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  })
  expect(bot.status()).toBe(204)
  const unknown = await request.post('/api/landing-pages/no-such-page/track-view')
  expect(unknown.status()).toBe(404)
})

test('an HTML landing page has no accessibility violations and breaks no content security rule', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await openPage(page, '/fiberglass-pools-ocala')
  await expectNoAxeViolations(page, '/fiberglass-pools-ocala')
  expect(problems.filter((text) => /content security policy|refused to/i.test(text))).toEqual([])
})
