import { expect, test } from '@playwright/test'
import { blockExternalVideo, expectAxeClean, open } from './content-helpers'

test.beforeEach(async ({ page }) => blockExternalVideo(page))

test.describe('content pages on a phone', () => {
  test('packages: the tab bar stays on screen and a tap jumps to the section', async ({ page }) => {
    await open(page, '/packages')
    const nav = page.getByRole('navigation', { name: 'Packages page sections' })
    await nav.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(nav).toBeInViewport()
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeInViewport()
    await expectAxeClean(page, '/packages (phone)')
  })

  test('financing: the calculator works on a phone', async ({ page }) => {
    await open(page, '/financing')
    await page.getByRole('button', { name: 'Calculate Payments' }).click()
    await expect(page.getByTestId('calc-option').first().getByTestId('calc-option-monthly')).toHaveText(
      '$456',
    )
    await expectAxeClean(page, '/financing (phone)')
  })

  test('the above-ground series arrows stay put from slide to slide', async ({ page }) => {
    await open(page, '/above-ground-pools')
    const carousel = page.getByRole('region', { name: 'Above-ground pool series' })
    const next = carousel.getByRole('button', { name: 'Next slide' })
    const top = () => next.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))
    const first = await top()
    for (const name of ['Classic', 'Lagoon', 'Premier']) {
      await next.click()
      await expect(carousel.getByTestId('series-name').locator('visible=true')).toHaveText(`${name} Series`)
      expect(await top(), `the Next arrow on the ${name} slide`).toBe(first)
    }
  })

  for (const path of [
    '/resurfacing',
    '/latham-pools',
    '/san-juan-pools',
    '/installation',
    '/blog',
    '/sitemap',
  ]) {
    test(`axe ${path} (phone)`, async ({ page }) => {
      await open(page, path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1)
      await expectAxeClean(page, `${path} (phone)`)
    })
  }
})
