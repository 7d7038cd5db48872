/**
 * The estimate and contact forms on a phone: the steps fit and work with touch-sized controls,
 * and axe finds nothing. Each test sends its own X-Forwarded-For (per-address rate limit).
 */
import { expect, test } from '@playwright/test'
import { axeFor } from './a11y-helpers'
import { MIN_FILL_MS } from './lead-helpers'

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
})

test('the estimate form works on a phone without sideways scrolling', async ({ page }) => {
  await page.goto('/estimate?sourcePage=home')
  const form = page.getByTestId('estimate-form')
  await form.getByLabel('Full Name').fill('Phone User')
  await form.getByLabel('Phone Number').fill('3525550122')
  await form.getByRole('button', { name: 'Continue' }).tap()
  await form.getByLabel('Budget Range').selectOption('$30,000 - $50,000')
  await form.getByRole('button', { name: 'Continue' }).tap()
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  const viewport = page.viewportSize()?.width ?? 0
  expect(scrollWidth).toBeLessThanOrEqual(viewport)
  const box = await form.getByRole('button', { name: 'Get My Free Estimate' }).boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Get My Free Estimate' }).tap()
  await expect(page.getByRole('heading', { name: 'Estimate Request Received!' })).toBeVisible()
})

test('axe finds nothing on /estimate and /contact on a phone', async ({ page }) => {
  for (const path of ['/estimate', '/contact']) {
    await page.goto(path)
    const results = await (await axeFor(page)).analyze()
    expect(
      results.violations.map((v) => v.id),
      path,
    ).toEqual([])
  }
})
