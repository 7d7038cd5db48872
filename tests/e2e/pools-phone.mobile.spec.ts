/**
 * /pools and the floating Pool Finder on phones, measured as a visitor meets them: the page is
 * scrolled through with nothing forced to render (content-visibility stays as it is, which is
 * where the grid once grew to 500 px wide), the finder's Next button is tapped, and the floating
 * button is checked against the controls it could sit on.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { MIN_FILL_MS } from './lead-helpers'

test.describe.configure({ timeout: 120_000 })

const launcher = (page: Page) => page.getByTestId('finder-launcher')
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
    const floating = document.querySelector('[data-testid="finder-launcher"]')
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
        expect(state.launcher, `right edge of the floating button ${at}`).toBeLessThanOrEqual(width)
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
    // At the end of the page, where the floating button has room of its own.
    await expect(launcher(page)).toHaveCSS('opacity', '1')
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

/** Scrolls so the middle of `control` sits at the middle height of the floating button. */
async function bringUnderLauncher(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const button = await launcher(page).boundingBox()
  const target = await control.boundingBox()
  if (!button || !target) throw new Error('the floating button and the control are laid out')
  const by = target.y + target.height / 2 - (button.y + button.height / 2)
  await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), by)
  const moved = await control.boundingBox()
  const again = await launcher(page).boundingBox()
  // The control really is where the button stands (else the check below proves nothing).
  expect(moved && again && moved.x < again.x + again.width && moved.x + moved.width > again.x).toBe(true)
  expect(moved && again && moved.y < again.y + again.height && moved.y + moved.height > again.y).toBe(true)
}

/**
 * Where the control and the floating button overlap, the control is what a tap reaches: checked at
 * the middle of each overlap of the control's boxes (a link that wraps has one box per line).
 */
async function expectNotCovered(page: Page, control: Locator, label: string) {
  await expect
    .poll(
      () =>
        control.evaluate((el) => {
          const button = document.querySelector('[data-testid="finder-launcher"]')?.getBoundingClientRect()
          if (!button) return 'no floating button'
          const overlaps = [...el.getClientRects()].flatMap((box) => {
            const left = Math.max(box.left, button.left)
            const right = Math.min(box.right, button.right)
            const top = Math.max(box.top, button.top)
            const bottom = Math.min(box.bottom, button.bottom)
            return left < right && top < bottom ? [{ x: (left + right) / 2, y: (top + bottom) / 2 }] : []
          })
          if (overlaps.length === 0) return 'not under the floating button'
          for (const { x, y } of overlaps) {
            const hit = document.elementFromPoint(x, y)
            if (!hit || !el.contains(hit)) return `covered by ${hit?.outerHTML.slice(0, 80)}`
          }
          return 'reached'
        }),
      { message: `a tap on '${label}' under the floating button reaches it`, timeout: 5_000 },
    )
    .toBe('reached')
  await expect(launcher(page), 'the floating button is out of sight there').toHaveCSS('opacity', '0')
}

test.describe('the floating button on /estimate on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` })
  })

  test("never covers 'Schedule a free consultation' or 'Submit Another Request'", async ({ page }) => {
    // Seen /pools: the floating button now shows on every page.
    await page.goto('/pools')
    await expect(launcher(page)).toBeVisible()
    await page.goto('/estimate?sourcePage=home')
    await expect(launcher(page)).toBeVisible()

    const consultation = page.getByRole('link', { name: 'Schedule a free consultation' })
    await bringUnderLauncher(page, consultation)
    await expectNotCovered(page, consultation, 'Schedule a free consultation')

    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill('Phone User')
    await form.getByLabel('Phone Number').fill('3525550122')
    await form.getByRole('button', { name: 'Continue' }).tap()
    await form.getByLabel('Budget Range').selectOption('$30,000 - $50,000')
    await form.getByRole('button', { name: 'Continue' }).tap()
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).tap()
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Estimate Request Received!' })).toBeVisible()

    const again = success.getByRole('link', { name: 'Submit Another Request' })
    await bringUnderLauncher(page, again)
    await expectNotCovered(page, again, 'Submit Another Request')
    await again.tap()
    await expect(page.getByTestId('estimate-form')).toBeVisible()
  })

  test('comes back where nothing lies under it, and the page ends with room for it', async ({ page }) => {
    await page.goto('/pools')
    await expect(launcher(page)).toBeVisible()
    await page.goto('/estimate')
    // To the very end (the page grows a little as the sections below the screen render).
    await scrollThrough(page, async () => undefined)
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
        }),
      )
      .toBe(true)
    await expect(launcher(page)).toHaveCSS('opacity', '1')
    const gap = await launcher(page).evaluate((button: HTMLElement) => {
      const shown = button.getBoundingClientRect()
      // Its top at rest (the highlight scales it up about its middle).
      const top = (shown.top + shown.bottom) / 2 - button.offsetHeight / 2
      return top - (document.querySelector('footer')?.getBoundingClientRect().bottom ?? Infinity)
    })
    expect(gap, 'the footer ends above the floating button').toBeGreaterThanOrEqual(0)
    await launcher(page).tap()
    await expect(dialog(page)).toBeVisible()
  })
})
