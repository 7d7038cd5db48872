import { expect, test } from '@playwright/test'
import { HEADER_LINKS } from '@/content/header-links'
import { FIXED_PUBLIC_PATHS } from './a11y-helpers'

/** Every public path of spec 01 §2 answers 200 with the shell and a real heading. */
for (const path of FIXED_PUBLIC_PATHS) {
  test(`${path} answers 200 with the site shell`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.getByTestId('top-banner')).toContainText('Call for a free estimate')
    await expect(page.locator('footer')).toContainText('Admin')
    // No page says "coming soon", except the home page's Pool Maintenance card (spec 01 §2) and the
    // header's disabled Design Tool, which says why it does nothing (docs/decisions).
    // The phone menu (a disclosure that works without JavaScript) holds its own copy, closed here.
    await expect(page.getByTestId('design-tool-coming-soon').filter({ visible: true })).toHaveCount(1)
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement
      body
        .querySelectorAll(
          '[data-testid="service-coming-soon"], [data-testid="design-tool-coming-soon"], script, style',
        )
        .forEach((el) => el.remove())
      return body.textContent ?? ''
    })
    expect(text).not.toMatch(/coming soon/i)
    await expect(page.getByTestId('service-coming-soon')).toHaveCount(path === '/' ? 1 : 0)
  })
}

test('a pool detail page answers 200 and /pool/{id} redirects to it permanently', async ({
  page,
  request,
}) => {
  const pools = (await (await request.get('/api/pools')).json()) as { id: number }[]
  const id = pools[0]?.id
  expect(id).toBeDefined()
  const redirect = await request.get(`/pool/${id}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers()['location']).toBe(`/pool-detail/${id}`)
  const response = await page.goto(`/pool-detail/${id}`)
  expect(response?.status()).toBe(200)
})

test('/above-ground redirects permanently to /above-ground-pools', async ({ request }) => {
  const response = await request.get('/above-ground', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toBe('/above-ground-pools')
})

test('unknown public paths show the 404 page with status 404 inside the site shell', async ({ page }) => {
  for (const path of [
    '/no-such-page-here',
    '/no/such/path',
    '/pools/extra/segments',
    '/blog/no-such-post',
    '/pool-detail/999999',
    // Addresses whose percent escapes do not decode (Next.js alone would answer 500): sent on to
    // the same address with the % escaped, which names nothing.
    '/%ZZ',
    '/pools/%ZZ',
    '/pool-detail/%ZZ',
    '/blog/%E0%A4%A',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.getByTestId('top-banner'), path).toContainText('Call for a free estimate')
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible()
    await expect(page.locator('footer'), path).toContainText('Admin')
    await expect(page.locator('main#main'), path).toHaveCount(1)
    await expect(page, path).toHaveTitle(/404 Page Not Found/)
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content'), path).toContain(
      'noindex',
    )
  }
})

test('an address that does not decode is sent to itself with its % escaped, which is a 404', async ({
  request,
}) => {
  for (const [path, escaped] of [
    ['/pools/%ZZ', '/pools/%25ZZ'],
    ['/blog/%E0%A4%A?x=1', '/blog/%25E0%25A4%25A?x=1'],
    ['/enhanced-test/100%', '/enhanced-test/100%25'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    const location = new URL(response.headers()['location'] ?? '', response.url())
    expect(`${location.pathname}${location.search}`, path).toBe(escaped)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect((await request.get(escaped)).status(), escaped).toBe(404)
  }
})

test('unknown admin paths answer 404 with the same texts', async ({ page }) => {
  const response = await page.goto('/admin/nope/deeper')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('an API address that does not decode answers 404 in JSON, not a server error', async ({ request }) => {
  for (const path of [
    '/api/landing-pages/%ZZ',
    '/api/landing-pages/%E0%A4%A/track-view',
    '/api/admin/estimates/%ZZ',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.json(), path).toEqual({ message: 'Not found' })
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  const post = await request.post('/api/landing-pages/%ZZ/track-view', { data: {} })
  expect(post.status()).toBe(404)
})

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'reachable' })
})

test('the scripts a page loads carry the compile hint, so Chromium compiles them off the main thread', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"/g)].map((m) => m[1] ?? '')
  expect(scripts.length).toBeGreaterThan(3)
  for (const src of scripts) {
    const response = await request.get(src.replace(/&amp;/g, '&'))
    expect(response.status(), src).toBe(200)
    expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
  }
})

test('header links of the spec; Design Tool shown disabled; contact only in the mobile menu', async ({
  page,
}) => {
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const { href } of HEADER_LINKS) {
    await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1)
  }
  await expect(nav.locator('a[href="/contact"]')).toHaveCount(0)
  await expect(nav.getByText('Design Tool')).toHaveAttribute('aria-disabled', 'true')
})

test('footer has every link of the spec, the anchors and the disclaimers', async ({ page }) => {
  await page.goto('/about')
  const footer = page.locator('footer')
  const hrefs = [
    '/pools',
    '/san-juan-pools',
    '/latham-pools',
    '/above-ground',
    '/resurfacing',
    '/packages',
    '/installation',
    '/calculator',
    '/financing',
    '/estimate',
    '/resources',
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/legal-disclaimers',
    '/sitemap',
    '/admin-login',
    '/#testimonials',
    '/#warranty',
  ]
  for (const href of hrefs) await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
  await expect(footer).toContainText('may vary up to 3%')
  await expect(footer).toContainText('45 days after permit approval and shell delivery')
})

test('footer links are at least 24 px tall (WCAG 2.2 target size)', async ({ page }) => {
  await page.goto('/about')
  const heights = await page
    .locator('footer nav a, footer [aria-label="Social media"] a')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
  expect(heights.length).toBeGreaterThan(10)
  expect(heights.filter((height) => height < 24)).toEqual([])
})

test('the footer is skipped until it comes near the screen, and its stand-in size holds it at every width', async ({
  page,
}) => {
  for (const width of [360, 412, 640, 800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/about')
    const footer = page.locator('footer')
    await expect(footer).toHaveCSS('content-visibility', 'auto')
    const standIn = await footer.evaluate((element) => element.getBoundingClientRect().height)
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByText('may vary up to 3%')).toBeVisible()
    const real = await footer.evaluate((element) => element.getBoundingClientRect().height)
    // Nothing inside lies beyond the stand-in box (axe and hit tests read what is under a point).
    expect(real, `footer at ${width} px`).toBeLessThanOrEqual(standIn)
    expect(standIn - real, `footer at ${width} px`).toBeLessThan(200)
  }
})

test.describe('nearest office', () => {
  test('without location: banner shows Ocala, footer marks West Palm Beach as Near', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByTestId('banner-office')).toHaveText(/Ocala/)
    await expect(page.getByTestId('top-banner').locator('a[href^="tel:"]')).toBeVisible()
    const near = page.getByTestId('footer-branches').locator('li', { hasText: 'Near' })
    await expect(near).toHaveCount(1)
    await expect(near).toContainText('West Palm Beach')
  })

  test('with location granted near Kissimmee: banner and footer both name Orlando', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 28.2919, longitude: -81.4076 },
      permissions: ['geolocation'],
    })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page.getByTestId('banner-office')).toHaveText(/Orlando/)
    await expect(page.getByTestId('footer-branches').locator('li', { hasText: 'Near' })).toContainText(
      'Orlando',
    )
    await context.close()
  })

  test('denied location: the banner keeps Ocala after asking, and asks for a ZIP code', async ({
    browser,
  }) => {
    const context = await browser.newContext({ permissions: [] })
    const page = await context.newPage()
    await page.goto('/about')
    const ask = page.getByRole('button', { name: 'Find my nearest office' })
    await ask.click()
    await expect(page.getByTestId('banner-office')).toHaveText(/Ocala/)
    await expect(page.getByLabel('Location is off. Your ZIP code:')).toBeVisible()
    await context.close()
  })
})

test('client navigation scrolls to the top', async ({ page }) => {
  await page.goto('/about')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('footer a[href="/privacy-policy"]').click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
