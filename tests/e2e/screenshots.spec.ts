/**
 * What the key pages look like, compared with the baselines in tests/e2e/screenshots/ (a page of
 * its own at a phone's and a laptop's width). A change that moves, hides or restyles something
 * shows as a diff in the report; when it is wanted, regenerate the baselines with
 * `npm run test:e2e -- tests/e2e/screenshots.spec.ts --update-snapshots` and commit them.
 *
 * Held still so the same build draws the same pixels: reduced motion (no count-up, slideshow or
 * transition), Playwright's disabled animations, a fixed clock, every section rendered
 * (screenshots-freeze.css), the floating Pool Finder at rest, and masks over what comes from
 * outside (video frames) or from the calendar (the footer's year).
 */
import { devices, expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { poolDetailPath } from './a11y-helpers'

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pools', path: '/pools' },
  { name: 'pool-detail', path: null },
  { name: 'estimate', path: '/estimate' },
  { name: 'contact', path: '/contact' },
  { name: 'financing', path: '/financing' },
  { name: 'packages', path: '/packages' },
  { name: 'latham-pools', path: '/latham-pools' },
] as const

/** The admin dashboard is left out: its counts and newest leads change with every test that sends one. */

const { defaultBrowserType: _phoneBrowser, ...PHONE } = devices['Pixel 7']
const { defaultBrowserType: _desktopBrowser, ...DESKTOP } = devices['Desktop Chrome']
const SCREENS = [
  // One device pixel per CSS pixel keeps the baselines small; the layout is the phone's.
  { width: 390, use: { ...PHONE, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
  { width: 1366, use: { ...DESKTOP, viewport: { width: 1366, height: 900 } } },
]

/** Scrolls through the page so every lazy picture loads, then waits for pictures and fonts. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  // Pictures that are shown (a slideshow's hidden slides never load while hidden).
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || !image.checkVisibility()),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.describe.configure({ timeout: 120_000 })
test.use({ reducedMotion: 'reduce' })

for (const screen of SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use(screen.use)

    for (const shot of PAGES) {
      test(shot.name, async ({ page, request }) => {
        await page.clock.setFixedTime(new Date('2026-03-02T15:00:00-05:00'))
        const response = await page.goto(shot.path ?? (await poolDetailPath(request)), { waitUntil: 'load' })
        expect(response?.status()).toBe(200)
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
        await loadEverything(page)
        await expect(page).toHaveScreenshot(`${shot.name}-${screen.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          stylePath: path.join(import.meta.dirname, 'screenshots-freeze.css'),
          mask: [page.locator('iframe'), page.locator('footer').getByText('All rights reserved.')],
          // Anti-aliasing of text may differ by a few pixels between runs; a moved or restyled
          // block changes far more than 1 % of the page.
          maxDiffPixelRatio: 0.01,
          // Capturing a long page twice (until two captures agree) takes a while on a busy machine.
          timeout: 60_000,
        })
      })
    }
  })
}
