/**
 * The smaller defects a homeowner met (issue 33, item 8), each checked as a person meets it:
 * /resurfacing's comparison on a phone, e-mail addresses that wrap only between words, the
 * contact form's error toast clear of its Send button, the nearest office's phone one tap away
 * in the header wherever the page is scrolled, a 404 page with useful links, photo carousels that
 * answer a swipe, and pages without JavaScript that show no dead buttons. Called by
 * homeowner-defects.spec.ts (1366 px) and homeowner-defects.mobile.spec.ts (390 px, touch).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { telHref } from '@/lib/offices/types'
import { NOT_FOUND_LINKS, NOT_FOUND_TEXT } from '@/content/not-found'
import { blockExternalVideo, open } from './content-helpers'

let ipSeed = Math.floor(Math.random() * 5000)
const uniqueIp = () => {
  ipSeed++
  return `203.0.113.${(ipSeed % 250) + 1}`
}

/**
 * The lines an element's text is drawn on: the text of each line, measured character by
 * character in the browser (a line ends where the next character starts lower down).
 */
function textLines(element: Locator) {
  return element.evaluate((el) => {
    const lines: string[] = []
    let top: number | null = null
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getBoundingClientRect()
        if (top === null || box.top > top + 2) {
          lines.push(text.charAt(i))
          top = box.top
        } else {
          lines.push(`${lines.pop() ?? ''}${text.charAt(i)}`)
        }
      }
    }
    return lines
  })
}

/** A finger swipe across the element, from one side to the other, as a phone's touch events. */
async function swipe(page: Page, element: Locator, direction: 'left' | 'right') {
  const box = await element.boundingBox()
  if (!box) throw new Error('the element to swipe is laid out')
  const y = box.y + box.height / 2
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8]
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number) => [{ x, y, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) })
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((to - from) * i) / 6),
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

export function describeHomeownerDefects({ phone }: { phone: boolean }) {
  test.describe.configure({ timeout: 60_000 })
  test.beforeEach(async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
    await blockExternalVideo(page)
  })
  const press = (target: Locator) => (phone ? target.tap() : target.click())

  test("/resurfacing's comparison reads whole, without a cut-off table", async ({ page }) => {
    await open(page, '/resurfacing')
    const width = page.viewportSize()?.width ?? 0
    if (phone) {
      await expect(page.getByTestId('comparison-table')).toBeHidden()
      const cards = page.getByTestId('comparison-cards').locator('li')
      expect(await cards.count()).toBeGreaterThan(3)
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded()
        await expect(card.getByText('Epoxy coating', { exact: true })).toBeVisible()
        await expect(card.getByText('Gelcoat resurfacing', { exact: true })).toBeVisible()
        const box = await card.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      }
    } else {
      await expect(page.getByTestId('comparison-cards')).toBeHidden()
      const table = page.getByTestId('comparison-table')
      await expect(table.getByRole('columnheader')).toHaveText([
        'Feature',
        'Epoxy coating',
        'Gelcoat resurfacing',
      ])
      // It fits: nothing to scroll sideways to.
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    }
  })

  test('e-mail addresses wrap only before the @ or a dot, never mid-word', async ({ page }) => {
    for (const path of ['/contact', '/about', '/']) {
      await open(page, path)
      const links = page.getByTestId('email-link')
      expect(await links.count(), `e-mail addresses on ${path}`).toBeGreaterThan(0)
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded()
        const address = ((await link.getAttribute('href')) ?? '').replace(/^mailto:/, '')
        const lines = await textLines(link)
        expect(lines.join(''), `${path}: the link shows its address`).toBe(address)
        for (const line of lines.slice(1)) {
          expect(line[0], `${path}: '${lines.join(' | ')}' breaks only before @ or a dot`).toMatch(/[@.]/)
        }
      }
    }
  })

  test("the contact form's error toast never lies over its Send button", async ({ page }) => {
    await page.route('**/api/estimates', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'We could not take your message just now.' }),
      }),
    )
    await open(page, '/contact')
    const form = page.getByTestId('contact-form')
    const send = form.getByRole('button', { name: 'Send Message' })
    await form.getByLabel('Full Name').pressSequentially('Rosa Vega', { delay: 30 })
    await form.getByLabel('Email').pressSequentially('rosa@example.com', { delay: 30 })
    await form.getByLabel('Phone').pressSequentially('3525550160', { delay: 30 })
    await form.getByLabel('Message').pressSequentially('A quote for a plunge pool, please.', { delay: 10 })
    // The button low on the screen, where a person taps it after filling the form in.
    await send.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await press(send)
    const toast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(toast).toContainText('Submission failed')
    const [toastBox, sendBox] = [await toast.boundingBox(), await send.boundingBox()]
    expect(toastBox && sendBox).toBeTruthy()
    if (toastBox && sendBox) {
      const apart =
        toastBox.y + toastBox.height <= sendBox.y ||
        sendBox.y + sendBox.height <= toastBox.y ||
        toastBox.x + toastBox.width <= sendBox.x ||
        sendBox.x + sendBox.width <= toastBox.x
      expect(apart, 'the toast and the Send button do not overlap').toBe(true)
    }
    await send.click({ trial: true, timeout: 3_000 })
  })

  test('a 404 page offers useful links besides the spec texts', async ({ page }) => {
    const response = await page.goto('/a-page-that-moved')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title })).toBeVisible()
    await expect(page.getByText(NOT_FOUND_TEXT.text)).toBeVisible()
    const links = page.getByRole('navigation', { name: 'Useful pages' }).getByRole('link')
    await expect(links).toHaveText(NOT_FOUND_LINKS.map((link) => link.label))
    await press(links.first())
    await expect(page).toHaveURL(/\/pools$/)
  })

  if (phone) {
    test("the nearest office's phone is one tap away in the header, wherever the page is scrolled", async ({
      page,
    }) => {
      await open(page, '/about')
      const bannerPhone = (await page.getByTestId('banner-phone').textContent()) ?? ''
      const call = page.getByTestId('header-call')
      await expect(call).toHaveAttribute('href', telHref(bannerPhone))
      await expect(call).toHaveAccessibleName(
        new RegExp(`^Call .+: ${bannerPhone.replace(/[()]/g, '\\$&')}$`),
      )
      for (const to of ['middle', 'bottom'] as const) {
        await page.evaluate(
          (where) =>
            window.scrollTo({
              top:
                where === 'bottom'
                  ? document.documentElement.scrollHeight
                  : document.documentElement.scrollHeight / 2,
              behavior: 'instant',
            }),
          to,
        )
        await expect(page.getByTestId('banner-phone')).not.toBeInViewport()
        await expect(call).toBeInViewport()
        await call.tap({ trial: true, timeout: 3_000 })
      }
    })

    test('photo carousels answer a swipe: pool cards, the pool gallery and the Latham slideshows', async ({
      page,
    }) => {
      await open(page, '/pools')
      const card = page.getByTestId('pool-card-carousel').first()
      await card.scrollIntoViewIfNeeded()
      await expect(card).toHaveAttribute('data-index', '0')
      await swipe(page, card, 'left')
      await expect(card).toHaveAttribute('data-index', '1')
      await swipe(page, card, 'right')
      await expect(card).toHaveAttribute('data-index', '0')
      await swipe(page, card, 'right')
      await expect(card).not.toHaveAttribute('data-index', '0')

      await open(page, '/pool-detail/1')
      const gallery = page.getByRole('region', { name: 'Pool images' })
      const picture = gallery.getByRole('button', { name: /Open full-screen view/ })
      const position = gallery.getByTestId('gallery-position')
      await expect(position).toHaveText(/^Image 1 of \d+$/)
      await swipe(page, picture, 'left')
      await expect(position).toHaveText(/^Image 2 of \d+$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await open(page, '/latham-pools')
      await page.getByRole('button', { name: /Pause slideshows/ }).tap()
      const slideshow = page.getByTestId('card-slideshow').first()
      await slideshow.scrollIntoViewIfNeeded()
      const before = Number(await slideshow.getAttribute('data-index'))
      await swipe(page, slideshow, 'left')
      await expect(slideshow).toHaveAttribute('data-index', String(before + 1))
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('no dead buttons: the finder and photo arrows are not shown, the picture opens, slides all show', async ({
      page,
    }) => {
      await page.goto('/pools')
      await expect(page.getByTestId('pool-list')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Take the Pool Finder Quiz' })).toBeHidden()
      await expect(page.getByRole('button', { name: /^(Previous|Next) photo of / })).toHaveCount(0)
      for (const arrow of await page.locator('button[aria-label^="Next photo of"]').all()) {
        await expect(arrow).toBeHidden()
      }

      await page.goto('/pool-detail/1')
      const gallery = page.getByRole('region', { name: 'Pool images' })
      const picture = gallery.getByRole('button', { name: /Open full-screen view/ })
      const href = (await picture.getAttribute('href')) ?? ''
      expect(href).toMatch(/^\/.+\.(webp|jpe?g|png)$/)
      expect((await page.request.get(href)).status()).toBe(200)
      await expect(gallery.locator('button[aria-label="Next image"]')).toBeHidden()
      await expect(gallery.getByRole('list', { name: 'Thumbnails' })).toBeHidden()

      await page.goto('/above-ground-pools')
      const carousel = page.getByTestId('carousel').first()
      const slides = carousel.getByTestId('carousel-slide')
      expect(await slides.count()).toBeGreaterThan(1)
      for (const slide of await slides.all()) await expect(slide).toBeVisible()
      await expect(carousel.locator('button[aria-label="Next slide"]')).toBeHidden()
    })
  })
}
