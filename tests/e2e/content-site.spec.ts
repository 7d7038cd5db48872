import { expect, test } from '@playwright/test'
import { expectAxeClean, open } from './content-helpers'

test.describe('/blog', () => {
  test('lists published posts newest first, by category, each with its own page', async ({ page }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/blog')
    const dates = await page
      .getByTestId('blog-card')
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(dates.length).toBeGreaterThan(1)
    expect([...dates].sort().reverse()).toEqual(dates)
    await expectAxeClean(page, '/blog')

    const category = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link').nth(1)
    const label = (await category.textContent()) ?? ''
    const count = Number(/\((\d+)\)/.exec(label)?.[1])
    await category.click()
    await expect(page).toHaveURL(/\/blog\?category=/)
    await expect(page.getByTestId('blog-card')).toHaveCount(count)

    const first = page.getByTestId('blog-card').first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('post-body').locator('h2').first()).toBeVisible()
    await expectAxeClean(page, 'a blog post')
  })

  test('drafts, unknown posts and unknown categories are 404', async ({ request }) => {
    expect((await request.get('/blog/heating-options-for-florida-pools')).status()).toBe(404)
    expect((await request.get('/blog/no-such-post')).status()).toBe(404)
    expect((await request.get('/blog?category=no-such-category')).status()).toBe(404)
  })
})

test.describe('/resources, /about', () => {
  test('resources are grouped by category with downloads', async ({ page }) => {
    await open(page, '/resources')
    const resources = page.getByTestId('resource')
    expect(await resources.count()).toBeGreaterThan(0)
    await expect(resources.first().getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      /^\/resources\/.+\.pdf$/,
    )
    await expect(page.getByText('Latham and San Juan Model Brochure')).toHaveCount(0) // a draft in the demo data
    await expectAxeClean(page, '/resources')
  })

  test('about shows the story, the figures and the offices', async ({ page }) => {
    await open(page, '/about')
    await expect(page.getByText('since 1956').first()).toBeVisible()
    for (const stat of ['90+', '500+', '98%'])
      await expect(page.getByText(stat, { exact: true })).toBeVisible()
    await expect(page.locator('#offices').getByRole('heading', { level: 3 })).toHaveCount(3)
    await expectAxeClean(page, '/about')
  })
})

test.describe('legal pages', () => {
  for (const [path, title, phrase] of [
    ['/privacy-policy', 'Privacy Policy', 'Florida Information Protection Act'],
    ['/terms-of-service', 'Terms of Service', 'laws of the State of Florida'],
    ['/legal-disclaimers', 'Legal Disclaimers', 'Residential Swimming Pool Safety Act'],
    ['/cookie-policy', 'Cookie Policy', 'admin_session'],
  ] as const) {
    test(`${path} is a complete text`, async ({ page }) => {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText(phrase).first()).toBeVisible()
      const text = (await page.locator('main').textContent()) ?? ''
      expect(text.split(/\s+/).length).toBeGreaterThan(400)
      expect(text.toLowerCase()).not.toContain('lorem')
      // The e2e server's SITE_URL is a loopback address no reader could visit: the texts name the
      // company's own domain instead (docs/decisions/legal-texts-name-the-public-site.md).
      expect(text).not.toMatch(/localhost|127\.0\.0\.1/)
      await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first()).toBeVisible()
      await expectAxeClean(page, path)
    })
  }
})

test.describe('/sitemap', () => {
  test('lists every group, every published post and every published landing page', async ({ page }) => {
    await open(page, '/blog')
    const posts = await page
      .locator('main a[href^="/blog/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))])
    await open(page, '/sitemap')
    for (const group of ['Pools', 'Services', 'Plan & Pay', 'Learn', 'Legal']) {
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: group, exact: true }),
      ).toBeVisible()
    }
    for (const href of [
      '/',
      '/packages',
      '/financing',
      '/calculator',
      '/cookie-policy',
      '/design',
      '/latham-pools',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached()
    }
    for (const href of posts) await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
    await expect(page.locator('main a[href="/blog/heating-options-for-florida-pools"]')).toHaveCount(0)
    for (const slug of ['fiberglass-pools-ocala', 'pool-services-tampa-fl']) {
      await expect(page.locator(`main a[href="/${slug}"]`)).toHaveCount(1)
    }
    await expectAxeClean(page, '/sitemap')
  })
})
