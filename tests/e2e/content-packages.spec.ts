import { expect, test, type Page } from '@playwright/test'
import { FAQ_ITEMS, FAQ_TEXT } from '@/content/faq'
import { PACKAGE_TABS } from '@/content/packages'
import { searchFaq } from '@/lib/faq/search'
import { blockExternalVideo, expectAxeClean, isInViewport, open } from './content-helpers'

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Packages page sections' })
const tab = (page: Page, label: string) => tabs(page).getByRole('link', { name: label, exact: true })
const faq = (page: Page) => page.getByTestId('faq')
const search = (page: Page) => faq(page).getByRole('combobox', { name: 'Search the FAQ' })
const items = (page: Page) => faq(page).getByTestId('faq-item')

test.beforeEach(async ({ page }) => blockExternalVideo(page))

test.describe('/packages sections and tabs', () => {
  test('server HTML has the eight sections in order with the spec texts and every FAQ item', async ({
    request,
  }) => {
    // React separates adjacent text parts with empty comments; read the HTML without them.
    const html = (await (await request.get('/packages')).text()).replace(/<!-- -->/g, '')
    const has = (text: string) => expect(html.includes(text), `the HTML contains ${text}`).toBe(true)
    const order = PACKAGE_TABS.map((t) => html.indexOf(`id="${t.id}"`))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    for (const text of [
      'Save $3,000',
      'Pools starting at $42k',
      'Stage 5',
      'Zelle',
      'No cash',
      'No cryptocurrency',
    ]) {
      has(text)
    }
    for (const pct of ['10%', '35%', '15%', '5%', '1%', '9%']) has(`>${pct}<`)
    // The whole FAQ is in the HTML for search engines: every question and answer.
    for (const item of FAQ_ITEMS) {
      has(escapeHtml(item.question))
      has(escapeHtml(item.answer))
    }
    has('"@type":"FAQPage"')
  })

  test('a tab click smooth-scrolls to its section, updates the hash and highlights the tab', async ({
    page,
  }) => {
    await open(page, '/packages')
    await tab(page, 'Payment').click()
    await expect(page).toHaveURL(/\/packages#payment$/)
    await expect(tab(page, 'Payment')).toHaveAttribute('aria-current', 'location')
    await expect(tab(page, 'Specials')).not.toHaveAttribute('aria-current', 'location')
    await expect.poll(() => isInViewport(page, '#payment-heading')).toBe(true)
  })

  test('the active tab follows the scroll position', async ({ page }) => {
    await open(page, '/packages')
    await page.evaluate(() => document.getElementById('benefits')?.scrollIntoView({ block: 'start' }))
    await expect(tab(page, 'Benefits')).toHaveAttribute('aria-current', 'location')
    await page.evaluate(() => document.getElementById('process')?.scrollIntoView({ block: 'start' }))
    await expect(tab(page, 'Process')).toHaveAttribute('aria-current', 'location')
  })

  test('a hash on load scrolls to its section after a short delay', async ({ page }) => {
    await page.goto('/packages#faq')
    await expect(tab(page, 'FAQ')).toHaveAttribute('aria-current', 'location')
    await expect.poll(() => isInViewport(page, '#faq-heading')).toBe(true)
  })

  test('the copy-link control is keyboard reachable and copies the section URL with a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, '/packages')
    const copy = page.getByRole('button', { name: 'Copy link to the Specials section' })
    await expect(copy).toHaveCSS('opacity', '0')
    await tab(page, 'Specials').focus()
    await page.keyboard.press('Tab')
    await expect(copy).toBeFocused()
    await expect(copy).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Link Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/packages#specials`)
  })

  test('call buttons for every city, West Palm Beach first when location is unknown', async ({ page }) => {
    await open(page, '/packages')
    const hero = page.getByTestId('office-call-buttons').first()
    const links = hero.getByRole('link')
    await expect(links).toHaveCount(3)
    await expect(links.first()).toHaveAttribute('data-office', 'west-palm-beach')
    await expect(links.first()).toHaveAttribute('href', /^tel:/)
  })
})

test.describe('/packages searchable FAQ', () => {
  test('debounced search with Searching..., suggestions, the more line and choosing one', async ({
    page,
  }) => {
    await page.clock.install()
    await open(page, '/packages')
    // Freeze time so the 300 ms debounce cannot elapse before 'Searching...' is checked.
    await page.clock.pauseAt(Date.now() + 60_000)
    await search(page).fill('pool')
    await expect(faq(page).getByTestId('faq-searching')).toHaveText(FAQ_TEXT.searching)
    await page.clock.runFor(299)
    await expect(faq(page).getByTestId('faq-searching')).toHaveText(FAQ_TEXT.searching)
    await page.clock.runFor(2)
    await page.clock.resume()
    const all = searchFaq(FAQ_ITEMS, 'pool')
    const suggestions = faq(page).getByTestId('faq-suggestion')
    await expect(suggestions).toHaveCount(5)
    await expect(faq(page).getByTestId('faq-more')).toHaveText(`And ${all.length - 5} more results...`)
    await expect(faq(page).getByTestId('faq-searching')).toHaveCount(0)
    await expect(items(page)).toHaveCount(all.length)

    const chosen = all[2]
    if (!chosen) throw new Error('three matches expected')
    await suggestions.nth(2).click()
    await expect(search(page)).toHaveValue('')
    await expect(faq(page).getByRole('button', { name: /^All \(23\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(items(page)).toHaveCount(23)
    const item = page.locator(`#faq-${chosen.id}`)
    await expect(item).toHaveAttribute('open', '')
    await expect(item).toHaveAttribute('data-highlighted', 'true')
    await expect.poll(() => isInViewport(page, `#faq-${chosen.id}`)).toBe(true)
    await expect(item).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 })
  })

  test('no suggestions for two characters; keyboard selection works', async ({ page }) => {
    await open(page, '/packages')
    await search(page).fill('he')
    await expect(faq(page).getByTestId('faq-searching')).toHaveCount(0)
    await expect(faq(page).getByTestId('faq-suggestion')).toHaveCount(0)
    await search(page).fill('heat')
    await expect(faq(page).getByTestId('faq-suggestion').first()).toBeVisible()
    await search(page).press('ArrowDown')
    await search(page).press('Enter')
    const first = searchFaq(FAQ_ITEMS, 'heat')[0]
    await expect(page.locator(`#faq-${first?.id}`)).toHaveAttribute('open', '')
  })

  test('searches answers, tags and categories case-insensitively; chips, tags and categories filter', async ({
    page,
  }) => {
    await open(page, '/packages')
    await search(page).fill('ZELLE')
    await expect(items(page)).toHaveCount(searchFaq(FAQ_ITEMS, 'zelle').length)
    await search(page).fill('Pool Heating Options')
    await expect(items(page)).toHaveCount(searchFaq(FAQ_ITEMS, 'pool heating options').length)
    await search(page).press('Escape') // close the suggestions
    await expect(faq(page).getByTestId('faq-suggestion')).toHaveCount(0)

    await faq(page).getByRole('button', { name: 'permits', exact: true }).click()
    await expect(search(page)).toHaveValue('permits')
    await expect(items(page)).toHaveCount(searchFaq(FAQ_ITEMS, 'permits').length)

    // A tag inside an answer sets the search text.
    const firstItem = items(page).first()
    await firstItem.locator('summary').click()
    const tagButton = firstItem.getByTestId('faq-tag').first()
    const tag = ((await tagButton.textContent()) ?? '').replace('#', '')
    await tagButton.click()
    await expect(search(page)).toHaveValue(tag)
    await expect(items(page)).toHaveCount(searchFaq(FAQ_ITEMS, tag).length)

    await search(page).fill('')
    await faq(page).getByRole('button', { name: 'Maintenance (3)' }).click()
    await expect(items(page)).toHaveCount(3)
    for (const category of ['General Pool Information', 'Payments & Financing', 'Pool Heating Options']) {
      const count = FAQ_ITEMS.filter((i) => i.category === category).length
      await expect(faq(page).getByRole('button', { name: `${category} (${count})` })).toBeVisible()
    }
  })

  test('no match shows No questions found, and Clear all filters restores the list', async ({ page }) => {
    await open(page, '/packages')
    await faq(page)
      .getByRole('button', { name: /^Cost & Estimates/ })
      .click()
    await search(page).fill('zzqx')
    await expect(faq(page).getByTestId('faq-empty')).toContainText('No questions found')
    await faq(page).getByRole('button', { name: 'Clear all filters' }).click()
    await expect(search(page)).toHaveValue('')
    await expect(items(page)).toHaveCount(23)
    await expect(faq(page).getByRole('button', { name: /^All \(23\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('axe: the page, and the FAQ with suggestions open', async ({ page }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/packages')
    await expectAxeClean(page, '/packages')
    await search(page).fill('warranty')
    await expect(faq(page).getByTestId('faq-suggestion').first()).toBeVisible()
    await expectAxeClean(page, '/packages with FAQ suggestions')
  })
})
