import { expect, test, type Page } from '@playwright/test'
import { poolPriceText } from '@/lib/pools/price-wording'
import { FINDER_QUESTIONS, type FinderAnswers } from '@/lib/recommendations/questions'
import { recommendPools } from '@/lib/recommendations/score'
import { apiPools } from './catalogue-helpers'

// These walk whole pages with many steps; a loaded machine needs more than the default 45 s.
test.describe.configure({ timeout: 120_000 })

const launcher = (page: Page) => page.getByTestId('finder-launcher')
const dialog = (page: Page) => page.getByTestId('finder-dialog')

const ANSWERS: FinderAnswers = {
  use: 'relaxation',
  yard: 'average',
  budget: '50-75k',
  spa: 'yes',
  shape: 'curved',
}

async function answerQuiz(page: Page, answers: FinderAnswers) {
  for (const [i, question] of FINDER_QUESTIONS.entries()) {
    await expect(dialog(page).getByTestId('finder-step')).toHaveText(
      `Question ${i + 1} of ${FINDER_QUESTIONS.length}`,
    )
    const option = question.options.find((o) => o.value === answers[question.id])
    await dialog(page)
      .getByRole('radio', { name: new RegExp(`^${option?.label.replace(/[$+]/g, '\\$&')}`) })
      .check()
    const submit = i === FINDER_QUESTIONS.length - 1 ? 'See My Matches' : 'Next'
    await dialog(page).getByRole('button', { name: submit }).click()
  }
}

function storage(page: Page, key: string) {
  return page.evaluate((k) => window.sessionStorage.getItem(k), key)
}

test('the assistant stays hidden until the visitor has seen /pools, then appears on the home page too', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(launcher(page)).toHaveCount(0)
  await page.goto('/pools')
  await expect(launcher(page)).toBeVisible()
  expect(await storage(page, 'hasVisitedPools')).toBe('true')
  expect(await storage(page, 'showFloatingAssistant')).toBe('true')
  await page.goto('/')
  await expect(launcher(page)).toBeVisible()
})

test('once /pools was visited it appears on every public page, also after client navigation', async ({
  page,
  request,
}) => {
  // Session storage is read in the browser only: the server never renders the launcher.
  expect(await (await request.get('/financing')).text()).not.toContain('data-testid="finder-launcher"')
  await page.goto('/financing')
  await page.waitForLoadState('networkidle')
  await expect(launcher(page)).toHaveCount(0)
  await page.goto('/pools')
  await expect(launcher(page)).toBeVisible()
  await page.goto('/financing')
  await expect(launcher(page)).toBeVisible()
  await expect(launcher(page)).toHaveCount(1)
  // The site layout keeps one launcher across client navigations.
  await page.locator('footer a[href="/about"], footer a[href="/resources"]').first().click()
  await expect(page).not.toHaveURL(/\/financing$/)
  await expect(launcher(page)).toHaveCount(1)
  await launcher(page).click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'empty')
  await expect(dialog(page).getByRole('link', { name: 'Start Pool Discovery' })).toHaveAttribute(
    'href',
    '/pools#pool-finder',
  )
})

test('a pool detail page also counts as a visit', async ({ page, request }) => {
  const pools = await apiPools(request)
  await page.goto(`/pool-detail/${pools[0]?.id}`)
  await expect(launcher(page)).toBeVisible()
})

test('stored recommendations alone make it appear', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'aiRecommendations',
      JSON.stringify([{ poolId: 1, confidence: 90, reasons: ['x'] }]),
    ),
  )
  await page.reload()
  await expect(launcher(page)).toBeVisible()
})

test('it is highlighted for 5 s, then pulses for 1 s every 15 s', async ({ page }) => {
  await page.clock.install()
  await page.goto('/pools')
  await expect(launcher(page)).toHaveAttribute('data-phase', 'highlight')
  await page.clock.fastForward(5_100)
  await expect(launcher(page)).toHaveAttribute('data-phase', 'idle')
  await page.clock.fastForward(10_000)
  await expect(launcher(page)).toHaveAttribute('data-phase', 'pulse')
  await page.clock.fastForward(1_100)
  await expect(launcher(page)).toHaveAttribute('data-phase', 'idle')
  await page.clock.fastForward(13_900)
  await expect(launcher(page)).toHaveAttribute('data-phase', 'pulse')
})

test('without recommendations it offers Start Pool Discovery, then recommends from the answers', async ({
  page,
  request,
}) => {
  const pools = await apiPools(request)
  const expected = recommendPools(pools as unknown as Parameters<typeof recommendPools>[0], ANSWERS)
  await page.goto('/pools')
  await launcher(page).click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'empty')
  await dialog(page).getByRole('button', { name: 'Start Pool Discovery' }).click()
  await answerQuiz(page, ANSWERS)

  await expect(dialog(page)).toHaveAttribute('data-view', 'results')
  const results = dialog(page).getByTestId('finder-result')
  await expect(results).toHaveCount(expected.length)
  for (const [i, rec] of expected.entries()) {
    const pool = pools.find((p) => p.id === rec.poolId)
    const row = results.nth(i)
    await expect(row.getByRole('heading', { name: pool?.name })).toBeVisible()
    await expect(row).toContainText(String(pool?.dimensions))
    await expect(row.getByTestId('finder-match')).toHaveText(`${Math.round(rec.confidence)}% match`)
    for (const reason of rec.reasons) await expect(row).toContainText(reason)
    // The price the row shows is the one a budget reason quotes.
    await expect(row.getByTestId('finder-result-price')).toHaveText(poolPriceText(pool?.price))
    const budgetReason = rec.reasons.find((r) => r.includes('budget'))
    if (budgetReason && pool?.price) expect(budgetReason).toContain(poolPriceText(pool.price).toLowerCase())
  }
  await expect(results.first()).toContainText('Has the built-in spa you asked for')

  const stored = JSON.parse((await storage(page, 'aiRecommendations')) ?? '[]') as { poolId: number }[]
  expect(stored.map((r) => r.poolId)).toEqual(expected.map((r) => r.poolId))
  expect(JSON.parse((await storage(page, 'aiAnswers')) ?? '{}')).toEqual(ANSWERS)

  // The list survives navigation, and 'View This Pool' opens the pool.
  await page.goto('/')
  await launcher(page).click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'results')
  const first = pools.find((p) => p.id === expected[0]?.poolId)
  await results
    .first()
    .getByRole('link', { name: /View This Pool/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/pool-detail/${first?.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: first?.name })).toBeVisible()
})

test("'Get New Recommendations' clears the stored answers and starts again on /pools; Close closes", async ({
  page,
}) => {
  await page.goto('/pools')
  await page.getByRole('button', { name: 'Take the Pool Finder Quiz' }).click()
  await answerQuiz(page, {
    use: 'exercise',
    yard: 'estate',
    budget: '75-100k',
    spa: 'no',
    shape: 'geometric',
  })
  await expect(dialog(page).getByTestId('finder-result').first()).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog(page)).toBeHidden()

  await page.goto('/')
  await launcher(page).click()
  await dialog(page).getByRole('button', { name: 'Get New Recommendations' }).click()
  await expect(page).toHaveURL(/\/pools$/)
  await expect(dialog(page)).toHaveAttribute('data-view', 'quiz')
  await expect(dialog(page).getByTestId('finder-step')).toHaveText('Question 1 of 5')
  expect(await storage(page, 'aiRecommendations')).toBeNull()
  expect(await storage(page, 'aiAnswers')).toBeNull()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await launcher(page).click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'empty')
})
