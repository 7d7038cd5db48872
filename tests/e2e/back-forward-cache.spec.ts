/**
 * Public pages are kept by the browser's back/forward cache (their Cache-Control allows it): going
 * back shows the page as it was left, without a request.
 */
import { expect, test } from '@playwright/test'

// Playwright turns the back/forward cache off by default; a visitor's browser has it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

test('going back to a public page restores it from the back/forward cache', async ({ page }) => {
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    ;(window as Window & { __marker?: string }).__marker = 'kept'
  })
  await page.goto('/packages')
  await page.waitForLoadState('networkidle')
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/about$/)
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __marker?: string }).__marker ?? null))
    .toBe('kept')
})
