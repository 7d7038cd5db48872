/**
 * /pools and the Pool Finder on phones, measured as a visitor meets them: the page is scrolled
 * through with nothing forced to render (content-visibility stays as it is, which is where the grid
 * once grew to 500 px wide), the finder's Next button is tapped, and the finder's button, which a
 * phone has in the sticky header (it floated over text and controls), is checked at every stop.
 */
import { expect, test, type Page } from '@playwright/test'
import { MIN_FILL_MS } from './lead-helpers'

test.describe.configure({ timeout: 120_000 })

const launcher = (page: Page) => page.getByTestId('finder-header-button')
const dialog = (page: Page) => page.getByTestId('finder-dialog')

/** Scrolls down the whole page a screen at a time, as a thumb would, calling `check` at each stop. */
async function scrollThrough(page: Page, check: (y: number) => Promise<void>) {
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.8)
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(60)
    await check(y)
    const end = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1,
    )
    if (end) return
  }
}

/** The page's width and what sticks out of the screen: cards, their 'Get Estimate' and the floating button. */
function sidewaysState(page: Page) {
  return page.evaluate(() => {
    const right = (el: Element) => Math.round(el.getBoundingClientRect().right)
    const cards = [...document.querySelectorAll('[data-testid="pool-list"] > li')]
    const quotes = [...document.querySelectorAll('[data-testid="pool-list"] a[href^="/estimate"]')]
    const floating = document.querySelector('[data-testid="finder-header-button"]')
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widestCard: Math.max(0, ...cards.map(right)),
      widestQuote: Math.max(0, ...quotes.map(right)),
      launcher: floating ? right(floating) : 0,
    }
  })
}

// 360 and 390 px are the general layout test's (layout.mobile.spec.ts: the page's width and every
// element beyond the screen at each scroll stop); 430 px, the widest phone, only here.
for (const width of [430]) {
  test.describe(`/pools at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the grid never scrolls sideways while the visitor scrolls through it', async ({ page }) => {
      await page.goto('/pools')
      await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'grid')
      await expect(launcher(page)).toBeVisible()
      let stops = 0
      await scrollThrough(page, async (y) => {
        stops++
        const state = await sidewaysState(page)
        const at = `at ${y} px down`
        expect(state.scrollWidth, `page width ${at}`).toBeLessThanOrEqual(width)
        expect(state.widestCard, `right edge of the widest card ${at}`).toBeLessThanOrEqual(width)
        expect(state.widestQuote, `right edge of the 'Get Estimate' buttons ${at}`).toBeLessThanOrEqual(width)
        expect(state.launcher, `right edge of the Pool Finder button ${at}`).toBeLessThanOrEqual(width)
      })
      expect(stops, 'the page is long enough to scroll through').toBeGreaterThan(5)
    })
  })
}

/** Opens the questionnaire one of the two ways /pools offers, answers question 1 and taps Next. */
async function tapNextFromPools(page: Page, way: 'quiz button' | 'Start Pool Discovery') {
  await page.goto('/pools')
  await expect(launcher(page)).toBeVisible()
  // The visitor has looked through the collection first (every card has rendered once).
  await scrollThrough(page, async () => undefined)
  if (way === 'quiz button') {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Take the Pool Finder Quiz' }).tap()
  } else {
    // From the header's button, wherever the visitor has scrolled to.
    await launcher(page).tap()
    await dialog(page).getByRole('button', { name: 'Start Pool Discovery' }).tap()
  }
  await expect(dialog(page).getByTestId('finder-step')).toHaveText('Question 1 of 5')
  await dialog(page).getByRole('radio').first().check()

  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  const next = dialog(page).getByRole('button', { name: 'Next' })
  const box = await next.boundingBox()
  expect(box, 'the Next button is laid out').not.toBeNull()
  if (box) {
    expect(box.x, 'Next starts on the screen').toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, 'Next ends on the screen').toBeLessThanOrEqual(viewport.width)
    expect(box.y, 'Next is not above the screen').toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, 'Next is not below the screen').toBeLessThanOrEqual(viewport.height)
  }
  const dialogBox = await dialog(page).boundingBox()
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0), 'the dialog fits the screen').toBeLessThanOrEqual(
    viewport.width,
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing is squeezed').toBe(
    viewport.width,
  )
  // A tap where Next is shown reaches Next (trial: nothing lies over it), and moves on.
  await next.tap({ trial: true, timeout: 5_000 })
  await next.tap()
  await expect(dialog(page).getByTestId('finder-step')).toHaveText('Question 2 of 5')
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`the finder from /pools on a ${viewport.width} x ${viewport.height} phone`, () => {
    test.use({ viewport })

    test('Next is on the screen and takes a tap (Take the Pool Finder Quiz)', async ({ page }) => {
      await tapNextFromPools(page, 'quiz button')
    })

    test('Next is on the screen and takes a tap (Start Pool Discovery)', async ({ page }) => {
      await tapNextFromPools(page, 'Start Pool Discovery')
    })
  })
}

/** What lies over the page at this scroll position: fixed elements, and what the header covers. */
function overlays(page: Page) {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return style.position === 'fixed' && style.display !== 'none' && box.width > 1 && box.height > 1
    })
    const header = document.querySelector('header')?.getBoundingClientRect()
    const banner = document.querySelector('[data-testid="top-banner"]')?.getBoundingClientRect()
    const button = document.querySelector('[data-testid="finder-header-button"]')?.getBoundingClientRect()
    return {
      fixed: fixed.map((el) => el.outerHTML.slice(0, 80)),
      // Below the banner while it shows, then stuck at the top of the screen.
      headerTop: header ? Math.round(header.top - Math.max(0, banner?.bottom ?? 0)) : null,
      buttonInHeader: !!header && !!button && button.top >= header.top && button.bottom <= header.bottom + 1,
    }
  })
}

test.describe('the Pool Finder on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
  })

  test('sits in the sticky header at every scroll position, over nothing, and opens the finder', async ({
    page,
  }) => {
    // Seen /pools: the Pool Finder now shows on every page.
    await page.goto('/pools')
    await expect(launcher(page)).toBeVisible()
    for (const path of ['/estimate?sourcePage=home', '/pools', '/contact', '/pool-detail/1']) {
      await page.goto(path)
      await expect(launcher(page)).toBeVisible()
      await expect(page.getByTestId('finder-launcher')).toBeHidden()
      await scrollThrough(page, async (y) => {
        const state = await overlays(page)
        expect(state.fixed, `${path}: nothing floats over the page at ${y} px`).toEqual([])
        expect(state.buttonInHeader, `${path}: the button is in the header at ${y} px`).toBe(true)
        expect(state.headerTop, `${path}: the header stays at the top at ${y} px`).toBe(0)
      })
    }
    // At the very end of a page, the last lines are not hidden behind anything either.
    await launcher(page).tap()
    await expect(dialog(page)).toBeVisible()
  })

  test("'Submit Another Request' on the estimate success screen takes a tap wherever it is", async ({
    page,
  }) => {
    await page.goto('/pools')
    await page.goto('/estimate?sourcePage=home')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').pressSequentially('Phone User', { delay: 40 })
    await form.getByLabel('Phone Number').pressSequentially('3525550122', { delay: 40 })
    await form.getByRole('button', { name: 'Continue' }).tap()
    await form.getByLabel('Budget Range').selectOption('$30,000 - $50,000')
    await form.getByRole('button', { name: 'Continue' }).tap()
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).tap()
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Estimate Request Received!' })).toBeVisible()
    const again = success.getByRole('link', { name: 'Submit Another Request' })
    // Near the bottom of the screen, where a floating button used to stand.
    await again.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await again.tap({ trial: true, timeout: 5_000 })
    await again.tap()
    await expect(page.getByTestId('estimate-form')).toBeVisible()
  })
})
