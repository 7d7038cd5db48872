/**
 * What a visitor sees at phone and desktop widths (issue 22): the calculator's disclaimer stays in
 * its own place, no band of bare page between the last section and the footer, the contact page's
 * cards sit together, and /resources fills the width it has. Measured after scrolling through the
 * page as a person does, with nothing forced visible.
 */
import { expect, test } from '@playwright/test'
import { open } from './content-helpers'
import { footerJoin, overlappingTextBlocks, scrollThroughLikeAPerson } from './layout-helpers'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

test.describe('the financing disclaimer stays in its own place', () => {
  for (const path of ['/calculator', '/financing']) {
    for (const viewport of [{ width: 360, height: 740 }, PHONE, { width: 768, height: 1024 }, DESKTOP]) {
      test(`${path} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await open(page, path)
        await scrollThroughLikeAPerson(page)
        const disclaimer = page.getByTestId('calc-disclaimer')
        await disclaimer.scrollIntoViewIfNeeded()
        const [inside, section] = await Promise.all([
          disclaimer.boundingBox(),
          page.locator('section#calculator').boundingBox(),
        ])
        expect(inside && section, 'the disclaimer and its section are laid out').toBeTruthy()
        if (!inside || !section) return
        expect(
          inside.y + inside.height,
          'the disclaimer ends inside the calculator section',
        ).toBeLessThanOrEqual(section.y + section.height)
        expect(await overlappingTextBlocks(page, 'main'), 'no text drawn over other text').toEqual([])
      })
    }
  }

  test('/calculator with results, at 390 and 1366 px', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await open(page, '/calculator?price=60000&down=20&term=120&credit=700')
      await expect(page.getByTestId('calc-results')).toBeVisible()
      await scrollThroughLikeAPerson(page)
      expect(await overlappingTextBlocks(page, 'main'), `at ${viewport.width} px`).toEqual([])
    }
  })
})

test.describe('the last section meets the footer', () => {
  // Coloured last sections (calculator, financing, resources, packages, installation, about, home)
  // and white ones (contact, design, pools, a legal page).
  const PATHS = [
    '/',
    '/calculator',
    '/financing',
    '/contact',
    '/resources',
    '/design',
    '/packages',
    '/installation',
    '/about',
    '/pools',
    '/privacy-policy',
  ]
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of PATHS) {
      test(`${path} at ${viewport.width} px: no band above the footer`, async ({ page }) => {
        test.slow(path === '/', 'the home page is many screens long on a phone')
        await page.setViewportSize(viewport)
        await open(page, path)
        await scrollThroughLikeAPerson(page)
        const join = await footerJoin(page)
        expect(join.gap, 'the footer starts where the page ends').toBeLessThanOrEqual(1)
        expect(join.lastRowBelongsToASection, `above the footer is ${join.lastRow}`).toBe(true)
        // A page that ends in white keeps room between its last words and the footer.
        expect(join.textToFooter, 'space above the footer').toBeGreaterThanOrEqual(32)
      })
    }
  }
})

test.describe('/contact cards', () => {
  test('at 1366 px the message card has no empty area and matches the contact card', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await open(page, '/contact')
    const messageCard = page.getByRole('heading', { name: 'Send Us a Message' }).locator('..')
    const infoCard = page.getByRole('heading', { name: 'Contact Information' }).locator('..')
    const [message, info, send] = await Promise.all([
      messageCard.boundingBox(),
      infoCard.boundingBox(),
      page.getByTestId('contact-form').getByRole('button', { name: 'Send Message' }).boundingBox(),
    ])
    if (!message || !info || !send) throw new Error('the contact cards are not laid out')
    expect(
      Math.abs(message.height - info.height),
      'the two cards are as tall as each other',
    ).toBeLessThanOrEqual(2)
    expect(Math.abs(message.y - info.y), 'side by side').toBeLessThanOrEqual(2)
    // Only the card's own padding (32 px) below the button: the form fills its card.
    expect(
      message.y + message.height - (send.y + send.height),
      'room under Send Message',
    ).toBeLessThanOrEqual(40)
  })
})

test.describe('/resources', () => {
  test('documents use the width at 1366 px and fit at 390 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await open(page, '/resources')
    const rows = page.getByTestId('resource')
    expect(await rows.count()).toBeGreaterThan(0)
    const list = await page.locator('main').boundingBox()
    for (const box of await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width)))
      expect(box, 'a document row takes most of the width').toBeGreaterThan((list?.width ?? 0) * 0.45)

    await page.setViewportSize(PHONE)
    await open(page, '/resources')
    for (const right of await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
      expect(right).toBeLessThanOrEqual(PHONE.width)
    expect(await overlappingTextBlocks(page, 'main')).toEqual([])
  })
})

test.describe('the header bar', () => {
  for (const width of [1024, 1366]) {
    test(`at ${width} px: one row of entries, Design Tool disabled with its reason shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page, '/about')
      const nav = page.getByRole('navigation', { name: 'Main' })
      const tool = nav.getByRole('link', { name: 'Design Tool' })
      await expect(tool).toHaveAttribute('aria-disabled', 'true')
      await expect(tool).not.toHaveAttribute('href')
      await expect(nav.getByText('Coming soon')).toBeVisible()
      await expect(tool).toHaveAccessibleDescription('Coming soon')
      expect(await tool.evaluate((e) => getComputedStyle(e).cursor)).toBe('not-allowed')
      // No entry wraps onto a second line ('Free Estimate' did at 1024 px).
      const heights = await nav
        .locator('li > *')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))
      for (const height of heights) expect(height).toBeLessThanOrEqual(44)
      const header = await page.locator('header > div').boundingBox()
      expect(header?.height).toBe(64)
    })
  }
})
