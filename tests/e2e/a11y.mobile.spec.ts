import { expect, test } from '@playwright/test'
import { HEADER_LINKS, MOBILE_ONLY_LINKS } from '@/content/header-links'
import {
  axeTestsOfPublicPages,
  expectNoAxeViolations,
  focusedElementShowsFocus,
  openPage,
  PHONE_AXE_PATHS,
} from './a11y-helpers'

test.use({ reducedMotion: 'reduce' })
test.describe.configure({ timeout: 120_000 })

test.describe('axe finds no WCAG 2.1 A/AA violation (phone)', () => {
  axeTestsOfPublicPages(PHONE_AXE_PATHS)

  test('the open mobile menu', async ({ page }) => {
    await openPage(page, '/about')
    await page.locator('summary[aria-label="Open menu"]').click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoAxeViolations(page, 'the open mobile menu')
  })
})

test.describe('the mobile menu by keyboard', () => {
  test('opens with Enter, its links follow in Tab order, Escape closes it and returns focus', async ({
    page,
  }) => {
    await openPage(page, '/about')
    const toggle = page.locator('summary[aria-label="Open menu"]')
    // Reach the toggle with Tab: skip link, banner phone, banner button, logo link, toggle.
    let reached = false
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await toggle.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'the menu toggle is reachable with Tab').toBe(true)
    expect((await focusedElementShowsFocus(page)).ok, 'focus visible on the toggle').toBe(true)

    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const close = page.locator('summary[aria-label="Close menu"]')
    await expect(close).toBeFocused()
    await expect(close).toHaveAttribute('aria-expanded', 'true')

    // The menu's links come next in Tab order, each with a visible focus indicator.
    const hrefs: string[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      const href = await page.evaluate(
        () => document.activeElement?.closest('#mobile-menu') && document.activeElement.getAttribute('href'),
      )
      expect(href, `Tab ${i + 1} stays in the open menu`).toBeTruthy()
      expect((await focusedElementShowsFocus(page)).ok, `focus visible on ${href}`).toBe(true)
      hrefs.push(href ?? '')
    }
    expect(hrefs).toEqual([...HEADER_LINKS, ...MOBILE_ONLY_LINKS].map((link) => link.href))

    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.locator('summary[aria-label="Open menu"]')).toBeFocused()
  })

  test('Space toggles the menu and Enter on a menu link navigates and closes it', async ({ page }) => {
    await openPage(page, '/about')
    await page.locator('summary[aria-label="Open menu"]').focus()
    await page.keyboard.press('Space')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })
})
