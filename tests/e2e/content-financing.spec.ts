import { expect, test, type Page } from '@playwright/test'
import { FINANCING_TEXT } from '@/content/financing'
import { calculateFinancing, formatCurrency } from '@/lib/financing/calculator'
import { expectAxeClean, open } from './content-helpers'

const calc = (page: Page) => page.getByTestId('financing-calculator')
const price = (page: Page) => calc(page).getByLabel('Pool price (USD)')
const submit = (page: Page) => calc(page).getByRole('button', { name: 'Calculate Payments' })
const options = (page: Page) => calc(page).getByTestId('calc-option')

test.describe('/financing calculator', () => {
  test('hero, three benefit cards and the defaults of spec 02 §5', async ({ page }) => {
    await open(page, '/financing')
    await expect(page.getByRole('heading', { level: 1, name: 'Pool Financing Calculator' })).toBeVisible()
    await expect(page.getByText('as low as 6.99% APR with terms up to 15 years')).toBeVisible()
    await expect(page.getByText('pre-approved in as little as 24 hours')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Smart Calculations' })).toBeVisible()
    await expect(calc(page).getByTestId('calc-prompt')).toContainText(FINANCING_TEXT.promptTitle)
    await expect(price(page)).toHaveValue('45000')
    const down = calc(page).getByLabel('Down payment')
    await expect(down).toHaveValue('20')
    await expect(down).toHaveAttribute('min', '0')
    await expect(down).toHaveAttribute('max', '50')
    await expect(down).toHaveAttribute('step', '5')
    const term = calc(page).getByLabel('Loan term')
    await expect(term).toHaveValue('120')
    await expect(term).toHaveAttribute('min', '36')
    await expect(term).toHaveAttribute('max', '180')
    await expect(term).toHaveAttribute('step', '12')
    await expect(calc(page).getByTestId('calc-term-value')).toHaveText('10 years')
    await expect(calc(page).getByLabel('Credit score')).toHaveValue('650')
    // The preview names the lenders and rates the results offer for the band.
    await expect(calc(page).getByTestId('lender-preview').getByRole('listitem')).toHaveText([
      /HFS Financial Pool Loan\s*8\.99% APR/,
      /Personal Loan Option\s*11\.99% APR/,
    ])
    await expect(calc(page).getByTestId('calc-disclaimer')).toContainText('We are not a lender')
  })

  test('calculates the default loan: HFS 8.99% at $456 a month is the Best Option', async ({ page }) => {
    await open(page, '/financing')
    await submit(page).click()
    await expect(options(page)).toHaveCount(2)
    await expect(calc(page).getByTestId('calc-loan-amount')).toHaveText('$36,000')
    const best = options(page).first()
    await expect(best.getByTestId('calc-option-name')).toHaveText('HFS Financial Pool Loan')
    await expect(best.getByTestId('calc-option-apr')).toHaveText('8.99%')
    await expect(best.getByTestId('calc-option-monthly')).toHaveText('$456')
    await expect(best.getByTestId('calc-option-total')).toHaveText('$54,720')
    await expect(best.getByTestId('calc-option-interest')).toHaveText('$18,720')
    await expect(best.getByTestId('calc-badge')).toHaveText('Best Option')
    const second = options(page).nth(1)
    await expect(second.getByTestId('calc-option-name')).toHaveText('Personal Loan Option')
    await expect(second.getByTestId('calc-option-apr')).toHaveText('11.99%')
    await expect(second.getByTestId('calc-badge')).toHaveCount(0)
    // The calculation is in the URL, so it can be shared.
    await expect(page).toHaveURL(/\/financing\?price=45000&down=20&term=120&credit=650/)
  })

  test('each credit band offers its lenders, sorted by APR', async ({ page }) => {
    await open(page, '/financing')
    await calc(page).getByLabel('Credit score').selectOption('780')
    await expect(calc(page).getByTestId('lender-preview').getByRole('listitem')).toHaveCount(2)
    await submit(page).click()
    await expect(options(page).getByTestId('calc-option-name')).toHaveText([
      'LightStream Home Improvement',
      'Credit Union Pool Loan',
    ])
    await expect(options(page).first().getByTestId('calc-option-monthly')).toHaveText('$418')

    await calc(page).getByLabel('Credit score').selectOption('580')
    await expect(calc(page).getByTestId('lender-preview').getByRole('listitem')).toHaveText([
      /Secured Pool Financing\s*13\.99% APR/,
    ])
    await expect(calc(page).getByTestId('calc-stale')).toBeVisible()
    await submit(page).click()
    await expect(options(page).getByTestId('calc-option-name')).toHaveText(['Secured Pool Financing'])
    await expect(options(page).first().getByTestId('calc-option-apr')).toHaveText('13.99%')
    await expect(options(page).first().getByTestId('calc-badge')).toHaveText('Best Option')
  })

  test('the sliders move in their steps and change the payment', async ({ page }) => {
    await open(page, '/financing')
    const down = calc(page).getByLabel('Down payment')
    await down.focus()
    await page.keyboard.press('End')
    await expect(down).toHaveValue('50')
    await expect(calc(page).getByTestId('calc-down-value')).toHaveText('50% ($22,500)')
    const term = calc(page).getByLabel('Loan term')
    await term.focus()
    await page.keyboard.press('ArrowRight')
    await expect(term).toHaveValue('132')
    await expect(calc(page).getByTestId('calc-term-value')).toHaveText('11 years')
    await price(page).fill('60000')
    await submit(page).click()
    const expected = calculateFinancing({ price: 60_000, downPercent: 50, termMonths: 132, creditBand: 650 })
    await expect(options(page).first().getByTestId('calc-option-monthly')).toHaveText(
      formatCurrency(expected.options[0]?.monthlyPayment ?? -1),
    )
  })

  test('Calculate is disabled for an empty or zero price', async ({ page }) => {
    await open(page, '/financing')
    await price(page).fill('')
    await expect(submit(page)).toBeDisabled()
    await price(page).fill('0')
    await expect(submit(page)).toBeDisabled()
    await expect(calc(page).getByRole('alert')).toHaveText(FINANCING_TEXT.priceRequired)
    await price(page).press('Enter')
    await expect(calc(page).getByTestId('calc-prompt')).toBeVisible()
    // 0.4 is zero whole dollars: no calculation of a $0 pool.
    await price(page).fill('0.4')
    await expect(submit(page)).toBeDisabled()
    await price(page).fill('38000')
    await expect(submit(page)).toBeEnabled()
  })

  test('a price with cents calculates on whole dollars and the results are not marked stale', async ({
    page,
  }) => {
    await open(page, '/financing')
    await price(page).fill('45000.5')
    await submit(page).click()
    await expect(page).toHaveURL(/[?&]price=45001(&|$)/)
    const expected = calculateFinancing({ price: 45_001, downPercent: 20, termMonths: 120, creditBand: 650 })
    await expect(options(page).first().getByTestId('calc-option-monthly')).toHaveText(
      formatCurrency(expected.options[0]?.monthlyPayment ?? -1),
    )
    await expect(calc(page).getByTestId('calc-stale')).toHaveCount(0)
  })

  test('a shared URL shows the results in the server-rendered HTML', async ({ request, page }) => {
    const html = (
      await (await request.get('/financing?price=60000&down=10&term=180&credit=780')).text()
    ).replace(/<!-- -->/g, '')
    const has = (text: string) => expect(html.includes(text), `the HTML contains ${text}`).toBe(true)
    const expected = calculateFinancing({ price: 60_000, downPercent: 10, termMonths: 180, creditBand: 780 })
    for (const option of expected.options) {
      has(option.name)
      has(formatCurrency(option.monthlyPayment))
      has(formatCurrency(option.totalInterest))
    }
    has('Best Option')

    await open(page, '/financing?price=60000&down=10&term=180&credit=780')
    await expect(price(page)).toHaveValue('60000')
    await expect(calc(page).getByLabel('Credit score')).toHaveValue('780')
    await expect(calc(page).getByTestId('calc-term-value')).toHaveText('15 years')
    await expect(options(page)).toHaveCount(2)

    const bad = await request.get('/financing?price=abc&down=zzz')
    expect(bad.status()).toBe(200)
    expect((await bad.text()).includes(FINANCING_TEXT.promptTitle)).toBe(true)
    // A price that rounds to $0 gets the prompt, not a $0 calculation beside the error.
    const zero = (await (await request.get('/financing?price=0.4')).text()).replace(/<!-- -->/g, '')
    expect(zero.includes(FINANCING_TEXT.promptTitle)).toBe(true)
    expect(zero.includes('Best Option')).toBe(false)
  })

  test('axe: before and after calculating', async ({ page }) => {
    await open(page, '/financing')
    await expectAxeClean(page, '/financing')
    await submit(page).click()
    await expect(options(page)).toHaveCount(2)
    await expectAxeClean(page, '/financing with results')
  })
})

test.describe('/calculator', () => {
  test('the quick calculator shows the benefit cards, links to /financing in a new tab and calculates', async ({
    page,
  }) => {
    await open(page, '/calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'Pool Payment Calculator' })).toBeVisible()
    const link = page.getByRole('link', { name: /Learn about our financing options/ })
    await expect(link).toHaveAttribute('href', '/financing')
    await expect(link).toHaveAttribute('target', '_blank')
    // The same three benefit cards as /financing (spec 02 §2.10).
    await expect(page.getByRole('heading', { name: 'Smart Calculations' })).toBeVisible()
    await expect(page.getByText('as low as 6.99% APR with terms up to 15 years')).toBeVisible()
    await expect(page.getByText('pre-approved in as little as 24 hours')).toBeVisible()
    await calc(page).getByLabel('Credit score').selectOption('720')
    await submit(page).click()
    await expect(options(page).first().getByTestId('calc-option-name')).toHaveText(
      'LightStream Home Improvement',
    )
    await expect(page).toHaveURL(/\/calculator\?price=45000&down=20&term=120&credit=720/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/calculator$/)
    await expectAxeClean(page, '/calculator with results')
  })
})
