/**
 * The fields that react to typing, typed into at a person's pace (issue 33, item 1): the /pools
 * search, the FAQ search on /packages and the Latham filter bar. A letter every 300-400 ms gives
 * each debounce time to fire between keys, which is where the /pools box lost its focus and its
 * letters (typed 'san juan', it ended as 's') and a phone's page jumped. Each journey asserts the
 * final text, that the box still has the focus, the results, and that the page did not scroll.
 * The Pool Finder's questions are answered the same way: tapped on a phone, keyed on a laptop.
 * Called by typing.spec.ts (1366 px, mouse and keyboard) and typing.mobile.spec.ts (390 px, taps).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { FAQ_ITEMS } from '@/content/faq'
import { searchFaq } from '@/lib/faq/search'
import { matchesSearch } from '@/lib/pools/filters'
import { poolHasSpa, type ApiPool } from '@/lib/pools/types'
import { FINDER_QUESTIONS, type FinderAnswers } from '@/lib/recommendations/questions'
import { blockExternalVideo, open } from './content-helpers'

/** A person's typing pace: the debounces (300 ms) fire between keys. */
const KEY_MS = 400
const BACKSPACE_MS = 300

async function catalogue(request: APIRequestContext): Promise<ApiPool[]> {
  const response = await request.get('/api/pools')
  expect(response.status()).toBe(200)
  return (await response.json()) as ApiPool[]
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Brings the field to the middle of the screen, as a person scrolls to it, and taps or clicks it. */
async function reach(page: Page, field: Locator, touch: boolean) {
  await field.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  if (touch) await field.tap()
  else await field.click()
  await expect(field).toBeFocused()
  return scrollY(page)
}

/** Deletes the field's text one key at a time, at a person's pace. */
async function eraseByHand(page: Page, field: Locator) {
  const length = (await field.inputValue()).length
  for (let i = 0; i < length; i++) {
    await page.keyboard.press('Backspace')
    await page.waitForTimeout(BACKSPACE_MS)
  }
}

export function describeTypingJourneys({ touch }: { touch: boolean }) {
  test.describe.configure({ timeout: 60_000 })
  test.beforeEach(async ({ page }) => blockExternalVideo(page))

  test('/pools: a search typed letter by letter keeps every letter, the focus, the panel and the scroll', async ({
    page,
    request,
  }) => {
    const pools = await catalogue(request)
    await open(page, '/pools')
    const toggle = page.getByRole('button', { name: 'Find Your Pool' })
    if (touch) await toggle.tap()
    else await toggle.click()
    const panel = page.getByRole('complementary', { name: 'Pool filters' })
    await expect(panel).toBeVisible()
    const box = page.getByRole('searchbox', { name: 'Search pools' })
    const before = await reach(page, box, touch)

    await box.pressSequentially('san juan', { delay: KEY_MS })
    const expected = pools.filter((pool) => matchesSearch(pool, 'san juan')).length
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(pools.length)
    await expect(page).toHaveURL(/[?&]q=san\+juan(&|$)/)
    await expect(page.getByTestId('collection-title')).toHaveText(`Pool Collection (${expected} pools)`)
    await expect(box).toHaveValue('san juan')
    await expect(box).toBeFocused()
    expect(await scrollY(page), 'the page stays where it was while the results change').toBe(before)

    // Emptying the box by hand shows every pool again, with the panel still open.
    await eraseByHand(page, box)
    await expect(page.getByTestId('collection-title')).toHaveText(`Pool Collection (${pools.length} pools)`)
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(box).toHaveValue('')
    await expect(box).toBeFocused()
    await expect(panel).toBeVisible()
    expect(await scrollY(page)).toBe(before)

    // A filter chosen after the search keeps the search, which the box still shows.
    await box.pressSequentially('spa', { delay: KEY_MS })
    await expect(page).toHaveURL(/[?&]q=spa(&|$)/)
    await panel.getByLabel('Size category').selectOption('Large')
    const spaLarge = pools.filter((p) => matchesSearch(p, 'spa') && p.sizeCategory === 'Large').length
    await expect(page.getByTestId('collection-title')).toHaveText(
      `Pool Collection (${spaLarge} ${spaLarge === 1 ? 'pool' : 'pools'})`,
    )
    await expect(box).toHaveValue('spa')
  })

  test('/packages FAQ: a search typed letter by letter keeps the text, the focus and the scroll', async ({
    page,
  }) => {
    await open(page, '/packages')
    const faq = page.getByTestId('faq')
    const box = faq.getByRole('combobox', { name: 'Search the FAQ' })
    const before = await reach(page, box, touch)

    await box.pressSequentially('permits', { delay: KEY_MS })
    const expected = searchFaq(FAQ_ITEMS, 'permits')
    expect(expected.length).toBeGreaterThan(0)
    await expect(faq.getByTestId('faq-item')).toHaveCount(expected.length)
    await expect(box).toHaveValue('permits')
    await expect(box).toBeFocused()
    expect(await scrollY(page)).toBe(before)

    await eraseByHand(page, box)
    await expect(faq.getByTestId('faq-item')).toHaveCount(FAQ_ITEMS.length)
    await expect(box).toHaveValue('')
    await expect(box).toBeFocused()
    expect(await scrollY(page)).toBe(before)
  })

  test('/latham-pools filter bar: a search typed letter by letter keeps the text, the focus and the scroll', async ({
    page,
    request,
  }) => {
    const latham = (await catalogue(request)).filter((p) =>
      [p.manufacturer, p.brand].some((v) => v?.toLowerCase().includes('latham')),
    )
    await open(page, '/latham-pools')
    const box = page.getByTestId('filter-bar').getByTestId('filter-search')
    const cards = page.getByTestId('brand-grid').getByTestId('brand-pool-card')
    const before = await reach(page, box, touch)

    await box.pressSequentially('grecian', { delay: KEY_MS })
    const expected = latham.filter((p) => matchesSearch(p, 'grecian', { includeFeatures: true })).length
    expect(expected).toBeGreaterThan(0)
    await expect(cards).toHaveCount(expected)
    await expect(box).toHaveValue('grecian')
    await expect(box).toBeFocused()
    await expect(page).toHaveURL(/[?&]q=grecian/)
    expect(await scrollY(page)).toBe(before)
  })

  test('the Pool Finder: answers tapped or keyed one by one keep the focus in the dialog and the page still, and the matches honour them', async ({
    page,
    request,
  }) => {
    const pools = await catalogue(request)
    const answers: FinderAnswers = {
      use: 'relaxation',
      yard: 'average',
      budget: 'under-50k',
      spa: 'yes',
      shape: 'any',
    }
    await open(page, '/pools')
    const start = page.getByRole('button', { name: 'Take the Pool Finder Quiz' })
    await start.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const before = await scrollY(page)
    if (touch) await start.tap()
    else await start.click()
    const dialog = page.getByTestId('finder-dialog')
    for (const [i, question] of FINDER_QUESTIONS.entries()) {
      await expect(dialog.getByTestId('finder-step')).toHaveText(
        `Question ${i + 1} of ${FINDER_QUESTIONS.length}`,
      )
      const option = question.options.find((o) => o.value === answers[question.id])!
      const radio = dialog.getByRole('radio', {
        name: new RegExp(`^${option.label.replace(/[$+]/g, '\\$&')}`),
      })
      const next = dialog.getByRole('button', {
        name: i === FINDER_QUESTIONS.length - 1 ? 'See My Matches' : 'Next',
      })
      if (touch) {
        await radio.tap()
        await expect(radio).toBeChecked()
        await next.tap()
      } else {
        // The keyboard: to the answer with the arrow keys (Tab lands on the group), then Enter.
        await radio.focus()
        await page.keyboard.press('Space')
        await expect(radio).toBeChecked()
        await page.keyboard.press('Enter')
      }
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
          message: 'the focus stays in the dialog',
        })
        .toBe(true)
    }
    await expect(dialog).toHaveAttribute('data-view', 'results')
    expect(await scrollY(page), 'the page behind the dialog stays where it was').toBe(before)

    // 'Yes, a spa' within $30,000 - $50,000: only spa pools priced within it, however few.
    const fitting = pools.filter((p) => poolHasSpa(p) && p.price !== null && p.price <= 50_000)
    expect(fitting.length).toBeGreaterThan(0)
    const results = dialog.getByTestId('finder-result')
    await expect(results).toHaveCount(Math.min(3, fitting.length))
    for (const row of await results.all()) {
      const name = await row.getByRole('heading').textContent()
      expect(fitting.map((p) => p.name)).toContain(name)
      await expect(
        row.getByTestId('finder-reason').filter({ hasText: 'Has the built-in spa you asked for' }),
      ).toHaveCount(1)
      await expect(
        row.getByTestId('finder-reason').filter({ hasText: 'Within your $30,000 - $50,000 budget' }),
      ).toHaveCount(1)
      await expect(row.getByTestId('finder-unmet')).toHaveCount(0)
    }
    if (fitting.length < 3)
      await expect(dialog.getByTestId('finder-note')).toHaveText(
        `Only ${fitting.length} pools in our catalogue meet every answer.`,
      )
  })
}
