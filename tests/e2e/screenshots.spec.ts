/**
 * What the key pages look like, compared with the baselines in tests/e2e/screenshots/ (a page of
 * its own at a phone's and a laptop's width). A change that moves, hides or restyles something
 * shows as a diff in the report; when it is wanted, regenerate the baselines with
 * `npm run test:e2e -- tests/e2e/screenshots.spec.ts --update-snapshots` and commit them.
 *
 * Held still so any machine with the same Chromium draws the same pixels: one font from the repo
 * (tests/e2e/fonts/), reduced motion (no count-up, slideshow or transition), Playwright's disabled
 * animations, a fixed clock, every section rendered and the floating Pool Finder at rest
 * (screenshots-freeze.css), and masks over photos and video frames (their boxes are compared, not
 * their pixels) and the calendar (the footer's year).
 */
import { devices, expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { poolDetailPath } from './a11y-helpers'

/** The pages most visitors see, in the order they meet them. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pools', path: '/pools' },
  { name: 'pool-detail', path: null },
  { name: 'estimate', path: '/estimate' },
  { name: 'contact', path: '/contact' },
  { name: 'financing', path: '/financing' },
] as const

/** The admin dashboard is left out: its counts and newest leads change with every test that sends one. */

const { defaultBrowserType: _phoneBrowser, ...PHONE } = devices['Pixel 7']
const { defaultBrowserType: _desktopBrowser, ...DESKTOP } = devices['Desktop Chrome']
const SCREENS = [
  // One device pixel per CSS pixel keeps the baselines small; the layout is the phone's.
  { width: 390, use: { ...PHONE, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
  { width: 1366, use: { ...DESKTOP, viewport: { width: 1366, height: 900 } } },
]

const FREEZE = path.join(import.meta.dirname, 'screenshots-freeze.css')
const FONTS = path.join(import.meta.dirname, 'fonts')

/** Serves the repo's font and applies the freeze style sheet, then waits for the font. */
async function holdStill(page: Page) {
  await page.addStyleTag({ path: FREEZE })
  await page.evaluate(async () => {
    await document.fonts.load('16px "Screenshot Sans"')
    await document.fonts.ready
  })
  expect(
    await page.evaluate(() => document.fonts.check('16px "Screenshot Sans"')),
    'the screenshot font loaded',
  ).toBe(true)
}

/**
 * Loads every picture now (a lazy one passed by a quick scroll may wait for ever) and scrolls
 * through the page so what loads as it comes near does, then waits for the pictures shown.
 */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  // A slideshow's hidden slides never load while hidden.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || !image.checkVisibility()),
  )
}

test.describe.configure({ timeout: 120_000 })
test.use({ reducedMotion: 'reduce' })

for (const screen of SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use(screen.use)

    for (const shot of PAGES) {
      test(shot.name, async ({ page, request }) => {
        await page.clock.setFixedTime(new Date('2026-03-02T15:00:00-05:00'))
        await page.route('**/__screenshot-fonts/*', (route) =>
          route.fulfill({ path: path.join(FONTS, path.basename(new URL(route.request().url()).pathname)) }),
        )
        const response = await page.goto(shot.path ?? (await poolDetailPath(request)), { waitUntil: 'load' })
        expect(response?.status()).toBe(200)
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
        await holdStill(page)
        await loadEverything(page)
        await expect(page).toHaveScreenshot(`${shot.name}-${screen.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          // Photos and video frames are boxes of one colour: where they sit and how big they are
          // is the layout; their pixels only make the baselines large (and a photo's decoding
          // may differ in a few pixels between machines).
          mask: [
            page.locator('img, video, iframe'),
            page.locator('footer').getByText('All rights reserved.'),
          ],
          maskColor: '#9aa5b1',
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
