/**
 * Layout facts of single pages (issue 22) that the general layout test (layout.spec.ts: sideways
 * scrolling, text over text, covered controls, the footer band, on every page at every width)
 * cannot know: the calculator's disclaimer stays inside its section, the calculator with results,
 * the contact page's cards sit together, /resources fills the width it has, the header bar keeps
 * one row, and the footer's links to home sections land on them.
 */
import { expect, test } from '@playwright/test'
import { open } from './content-helpers'
import { expectGoodLayout, scrollThrough } from './layout-check'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

test.describe('the financing disclaimer stays in its own place', () => {
  for (const path of ['/calculator', '/financing']) {
    for (const viewport of [{ width: 360, height: 740 }, PHONE, { width: 768, height: 1024 }, DESKTOP]) {
      test(`${path} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await open(page, path)
        await scrollThrough(page)
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
      })
    }
  }

  test('/calculator with results, at 390 and 1366 px', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await open(page, '/calculator?price=60000&down=20&term=120&credit=700')
      await expect(page.getByTestId('calc-results')).toBeVisible()
      await expectGoodLayout(page, '/calculator with results')
    }
  })
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
  test('documents use the width at 1366 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await open(page, '/resources')
    const rows = page.getByTestId('resource')
    expect(await rows.count()).toBeGreaterThan(0)
    const list = await page.locator('main').boundingBox()
    for (const box of await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width)))
      expect(box, 'a document row takes most of the width').toBeGreaterThan((list?.width ?? 0) * 0.45)
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

test.describe("the footer's links to home sections land on them", () => {
  // The sections above them are skipped (content-visibility) until they come near the screen: a
  // jump to the anchor must not be placed by their stand-in heights.
  const SECTIONS = [
    { link: 'Testimonials', heading: 'What Our Customers Say' },
    { link: 'Warranty', heading: 'Warranty Coverage' },
  ]
  for (const viewport of [PHONE, DESKTOP]) {
    for (const from of ['/about', '/']) {
      for (const section of SECTIONS) {
        test(`${section.link} from ${from} at ${viewport.width} px`, async ({ page }) => {
          await page.setViewportSize(viewport)
          await open(page, from)
          await page
            .getByRole('navigation', { name: 'Plan Your Pool' })
            .getByRole('link', { name: section.link, exact: true })
            .click()
          await expect(page).toHaveURL(`/#${section.link.toLowerCase()}`)
          const heading = page.getByRole('heading', { name: section.heading })
          // Where it lands once the sections passed on the way have rendered: near the top of the
          // screen, below the sticky header (64 px), and it stays there.
          const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))
          await expect
            .poll(top, { message: `${section.heading} near the top of the screen` })
            .toBeGreaterThan(64)
          await expect.poll(top).toBeLessThan(Math.min(300, viewport.height / 2))
          await page.waitForTimeout(500)
          expect(await top(), 'still there half a second later').toBeLessThan(
            Math.min(300, viewport.height / 2),
          )
          expect(await top()).toBeGreaterThan(64)
        })
      }
    }
  }
})
