import { expect, test, type Page } from '@playwright/test'
import { ADMIN } from './demo-admin'
import { MIN_FILL_MS } from './lead-helpers'

// These tests change the site-wide analytics settings in /admin/settings, so they run in the
// admin-writes project, after the public tests (playwright.config.ts).
test.describe.configure({ timeout: 90_000 })

/** Keeps a copy of each page-view beacon's body (Playwright does not expose sendBeacon payloads). */
async function captureBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: Promise<string>[] = []
    Object.assign(window, { __beacons: sent })
    const original = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      sent.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)))
      return original(url, data)
    }
  })
  return () =>
    page.evaluate(async () => {
      const sent = (window as unknown as { __beacons: Promise<string>[] }).__beacons
      return (await Promise.all(sent)).map((text) => JSON.parse(text) as Record<string, unknown>)
    })
}

const pageViewSent = (page: Page) =>
  page.waitForResponse((res) => res.url().endsWith('/api/analytics/page-view'))

type LoggedEvent = { name: string; params: Record<string, unknown> }

/** Events the tag logs in test mode ('[analytics test mode]', name, payload). */
function collectTestModeEvents(page: Page) {
  const pending: Promise<LoggedEvent | null>[] = []
  page.on('console', (message) => {
    if (!message.text().startsWith('[analytics test mode]')) return
    const [, name, params] = message.args()
    pending.push(
      Promise.all([name?.jsonValue(), params?.jsonValue()])
        .then(([n, p]) => ({ name: String(n), params: (p ?? {}) as Record<string, unknown> }))
        .catch(() => null),
    )
  })
  return async (name?: string) => {
    const events = (await Promise.all(pending)).filter((e): e is LoggedEvent => e !== null)
    return name ? events.filter((e) => e.name === name) : events
  }
}

type AnalyticsForm = { gtm: string; enabled: boolean; testMode: boolean; excluded: string }

/** Sets the analytics settings in /admin/settings and returns what they were before. */
async function setAnalytics(page: Page, wanted: AnalyticsForm): Promise<AnalyticsForm> {
  await page.goto('/admin/settings?tab=analytics')
  const form = page.getByTestId('settings-form-analytics')
  const gtm = form.getByLabel('Tag Manager container id')
  const enabled = form.getByLabel('Analytics enabled')
  const testMode = form.getByLabel('Test mode (events are not sent)')
  const excluded = form.getByLabel('Excluded paths')
  const before = {
    gtm: await gtm.inputValue(),
    enabled: await enabled.isChecked(),
    testMode: await testMode.isChecked(),
    excluded: await excluded.inputValue(),
  }
  await gtm.fill(wanted.gtm)
  await enabled.setChecked(wanted.enabled)
  await testMode.setChecked(wanted.testMode)
  await excluded.fill(wanted.excluded)
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form.getByTestId('form-status')).toContainText('saved')
  return before
}

// The tests below change the site-wide analytics settings: they run one after the other.
test.describe('analytics', () => {
  test.describe.configure({ mode: 'serial' })

  test('with analytics disabled no tag loads, and each navigation records a first-party page view', async ({
    page,
  }) => {
    const external: string[] = []
    page.on('request', (req) => {
      if (/googletagmanager|google-analytics/.test(req.url())) external.push(req.url())
    })
    const beacons = await captureBeacons(page)
    const firstView = pageViewSent(page)
    await page.goto('/about?utm_source=newsletter&utm_medium=email&utm_campaign=spring')
    expect((await firstView).status()).toBe(204)
    expect(await beacons()).toEqual([
      { path: '/about', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' },
    ])
    const secondView = pageViewSent(page)
    await page.getByRole('banner').getByRole('link', { name: 'Installation', exact: true }).first().click()
    await page.waitForURL('**/installation')
    expect((await secondView).status()).toBe(204)
    expect((await beacons())[1]).toMatchObject({ path: '/installation' })
    expect(await page.evaluate(() => '__analyticsTag' in window)).toBe(false)
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
    expect(external).toEqual([])
    // Clicking a phone link with no tag breaks nothing.
    await page
      .getByTestId('banner-phone')
      .evaluate((el) => el.closest('a')?.addEventListener('click', (event) => event.preventDefault()))
    await page.getByTestId('banner-phone').click()
    await expect(page).toHaveURL(/\/installation$/)
  })

  test('only the first page view of a document carries the outside referrer', async ({ page }) => {
    const beacons = await captureBeacons(page)
    const firstView = pageViewSent(page)
    await page.goto('/about', { referer: 'https://www.google.com/' })
    await firstView
    const secondView = pageViewSent(page)
    await page.getByRole('banner').getByRole('link', { name: 'Installation', exact: true }).first().click()
    await secondView
    const [first, second] = await beacons()
    expect(first).toEqual({ path: '/about', referrer: 'https://www.google.com/' })
    expect(second).toEqual({ path: '/installation' })
  })

  test('in test mode: admin and public page views, phone calls, calls to action and form events with the spec values', async ({
    page,
    browser,
  }) => {
    test.slow()
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Date.now() % 250}.7` })
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
    const adminEvents = collectTestModeEvents(page)
    const original = await setAnalytics(page, {
      gtm: 'GTM-E2ETEST',
      enabled: true,
      testMode: true,
      excluded: '/admin/settings',
    })
    try {
      // Admin pages are 'admin' traffic; an excluded path sends nothing.
      await page.goto('/admin-dashboard')
      await expect.poll(async () => (await adminEvents('page_view')).length).toBeGreaterThan(0)
      const adminViews = await adminEvents('page_view')
      expect(adminViews.map((e) => e.params)).toContainEqual(
        expect.objectContaining({ page_path: '/admin-dashboard', content_group: 'admin' }),
      )
      expect(adminViews.filter((e) => String(e.params.page_path).startsWith('/admin/settings'))).toEqual([])

      const visitor = await browser.newContext({
        extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Date.now() % 250}.9` },
      })
      // tel: links would leave the page: cancel them after the site's own listeners have run.
      await visitor.addInitScript(() =>
        window.addEventListener('click', (event) => {
          if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault()
        }),
      )
      const visit = await visitor.newPage()
      const events = collectTestModeEvents(visit)
      await visit.goto('/contact')
      await expect.poll(async () => (await events('page_view')).length).toBe(1)
      expect((await events('page_view'))[0]?.params).toMatchObject({
        page_path: '/contact',
        content_group: 'public',
      })
      expect(await visit.locator('script[src*="googletagmanager"]').count()).toBe(0)

      // Every tel: link reports one phone call (50), wherever it is.
      await visit.getByTestId('banner-phone').click()
      await visit.getByTestId('office-card').first().locator('a[href^="tel:"]').click()
      await visit.locator('footer a[href^="tel:"]').first().click()
      await expect.poll(async () => (await events('phone_call')).length).toBe(3)
      const calls = (await events('phone_call')).map((e) => e.params)
      expect(calls.map((p) => p.link_region)).toEqual(['banner', 'main', 'footer'])
      for (const call of calls)
        expect(call).toMatchObject({ value: 50, currency: 'USD', page_path: '/contact' })

      // The contact form: contact submit (75) on success.
      const contact = visit.getByTestId('contact-form')
      await contact.getByLabel('Full Name').fill('Ivy Stone')
      await contact.getByLabel('Email').fill('ivy@example.com')
      await contact.getByLabel('Phone').fill('3525550148')
      await contact.getByLabel('Message').fill('Please call me about a pool.')
      await visit.waitForTimeout(MIN_FILL_MS)
      await contact.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(async () => (await events('contact_submit')).length).toBe(1)
      expect((await events('contact_submit'))[0]?.params).toMatchObject({
        value: 75,
        form_name: 'contact',
        source_page: 'contact',
      })

      // A consultation button is a call to action (10); the appointment it opens is worth 150.
      await visit.getByRole('main').getByRole('link', { name: 'Schedule Consultation', exact: true }).click()
      await visit.waitForURL('**/estimate?type=appointment&sourcePage=contact')
      await expect.poll(async () => (await events('cta_click')).length).toBe(1)
      expect((await events('cta_click'))[0]?.params).toMatchObject({
        value: 10,
        cta_label: 'Schedule Consultation',
        link_url: '/estimate?type=appointment&sourcePage=contact',
      })
      const estimate = visit.getByTestId('estimate-form')
      await estimate.getByLabel('Full Name').fill('Ivy Stone')
      await estimate.getByLabel('Phone Number').fill('3525550148')
      await estimate.getByRole('button', { name: 'Continue' }).click()
      await estimate.getByRole('button', { name: 'Continue' }).click()
      await visit.waitForTimeout(MIN_FILL_MS)
      await estimate.getByRole('button', { name: 'Schedule My Consultation' }).click()
      await expect(visit.getByTestId('estimate-success')).toBeVisible()
      await expect.poll(async () => (await events('form_submit')).length).toBe(1)
      expect((await events('estimate_request')).map((e) => e.params)).toEqual([
        expect.objectContaining({ value: 150, request_type: 'appointment', source_page: 'contact' }),
      ])
      expect((await events('form_submit'))[0]?.params).toMatchObject({ value: 100, form_name: 'appointment' })

      // The estimate variant is worth 100; a landing page's tracked link is counted once.
      await visit.goto('/fiberglass-pools-ocala')
      await visit.getByRole('main').getByRole('link', { name: 'Get Your Free Estimate' }).first().click()
      await visit.waitForURL(/\/estimate\?sourcePage=fiberglass-pools-ocala/)
      await expect.poll(async () => (await events('cta_click')).length).toBe(2)
      await visit.waitForTimeout(300)
      expect(await events('cta_click')).toHaveLength(2)
      await estimate.getByLabel('Full Name').fill('Ivy Stone')
      await estimate.getByLabel('Phone Number').fill('3525550148')
      await estimate.getByRole('button', { name: 'Continue' }).click()
      await estimate.getByRole('button', { name: 'Continue' }).click()
      await visit.waitForTimeout(MIN_FILL_MS)
      await estimate.getByRole('button', { name: 'Get My Free Estimate' }).click()
      await expect.poll(async () => (await events('estimate_request')).length).toBe(2)
      expect((await events('estimate_request'))[1]?.params).toMatchObject({
        value: 100,
        request_type: 'estimate',
        source_page: 'fiberglass-pools-ocala',
      })

      // The home contact form reports a contact submit (75) too.
      await visit.goto('/')
      const home = visit.getByTestId('home-contact-form')
      await home.getByLabel('Full Name').fill('Ivy Stone')
      await home.getByLabel('Email').fill('ivy@example.com')
      await home.getByLabel('Phone').fill('3525550148')
      await home.getByLabel('Tell us about your project').fill('We would like a plunge pool.')
      await visit.waitForTimeout(MIN_FILL_MS)
      await home.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(async () => (await events('contact_submit')).length).toBe(2)
      expect((await events('contact_submit'))[1]?.params).toMatchObject({
        value: 75,
        form_name: 'home_contact',
      })
      await visitor.close()
    } finally {
      await setAnalytics(page, original)
    }
  })
})
