import { expect, test } from '@playwright/test'
import { HEADER_LINKS } from '@/content/header-links'
import {
  axeTestsOfPublicPages,
  expectNoAxeViolations,
  FIXED_PUBLIC_PATHS,
  focusedElementShowsFocus,
  focusStopsWithoutIndicator,
  openPage,
} from './a11y-helpers'

// Deterministic pages for axe: no element is caught half-way through an entrance animation.
test.use({ reducedMotion: 'reduce' })
// axe on a long page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.describe('axe finds no WCAG 2.1 A/AA violation (desktop)', () => {
  axeTestsOfPublicPages()

  test('the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-for-axe')
    expect(response?.status()).toBe(404)
    await expectNoAxeViolations(page, 'the 404 page')
  })
})

test.describe('focus is visible on every focus stop (desktop)', () => {
  for (const path of [...FIXED_PUBLIC_PATHS, '/admin-login']) {
    test(path, async ({ page }) => {
      await openPage(page, path)
      const { missing, stops } = await focusStopsWithoutIndicator(page)
      expect(stops, 'focus stops reached with Tab').toBeGreaterThan(2)
      expect(missing, `focus stops on ${path} without a visible focus indicator`).toEqual([])
    })
  }
})

test.describe('keyboard use of the shared shell', () => {
  test('the skip link is the first focus stop, becomes visible and skips to the main content', async ({
    page,
  }) => {
    await openPage(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box?.width ?? 0, 'the focused skip link is visible').toBeGreaterThan(40)
    expect(box?.height ?? 0).toBeGreaterThan(16)
    expect((await focusedElementShowsFocus(page)).ok).toBe(true)

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    // The next Tab skips the banner and the header: it lands in <main> or after it.
    await page.keyboard.press('Tab')
    const skipped = await page.evaluate(() => {
      const main = document.querySelector('main')
      const active = document.activeElement
      if (!main || !active || active === document.body) return false
      return (
        main.contains(active) || !!(main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      )
    })
    expect(skipped, 'focus after the skip link is in or after <main>').toBe(true)
  })

  test('header links are reachable in order with Tab and show focus', async ({ page }) => {
    await openPage(page, '/about')
    const seen: string[] = []
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      const href = await page.evaluate(
        () => document.activeElement?.closest('header') && document.activeElement.getAttribute('href'),
      )
      if (href) {
        seen.push(href)
        expect((await focusedElementShowsFocus(page)).ok, `focus visible on ${href}`).toBe(true)
      }
    }
    for (const { href } of HEADER_LINKS) {
      expect(seen, 'header links reached with Tab').toContain(href)
    }
  })

  test('a header link works from the keyboard', async ({ page }) => {
    await openPage(page, '/about')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pools', exact: true })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/pools$/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]'),
    ).toHaveAttribute('href', '/pools')
  })
})

test('the focus sweep itself notices a focus stop without an indicator', async ({ page }) => {
  await openPage(page, '/about')
  await page.addStyleTag({
    content: 'footer a:focus-visible { outline: none !important; box-shadow: none !important; }',
  })
  const { missing } = await focusStopsWithoutIndicator(page)
  expect(missing.length).toBeGreaterThan(0)
  expect(missing.some((m) => m.includes('href="/privacy-policy"'))).toBe(true)
})
