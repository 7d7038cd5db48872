/**
 * The financing options staff keep in /admin/settings are what the public calculator offers: a
 * changed APR and a deactivated option show on /financing at once. Each test restores the option.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { FINANCING_TEXT } from '@/content/financing'
import { formatApr, formatCurrency, monthlyPayment } from '@/lib/financing/calculator'
import { signIn, useOwnAddress } from './admin-helpers'

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

async function openOption(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin/settings?tab=financing')
  const option = page.getByTestId('settings-financing-record').filter({ hasText: name })
  await option.locator('summary').click()
  return option
}

async function save(option: Locator) {
  await option.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(option.getByTestId('form-status')).toContainText('saved')
}

/** Calculates on /financing as a visitor (own context, no admin cookie) for a credit band. */
async function calculateAsVisitor(browser: Browser, band: string, check: (calc: Locator) => Promise<void>) {
  const visitor = await browser.newContext()
  try {
    const visit = await visitor.newPage()
    await visit.goto('/financing')
    const calc = visit.getByTestId('financing-calculator')
    await calc.getByLabel('Credit score').selectOption(band)
    await calc.getByRole('button', { name: FINANCING_TEXT.calculate }).click()
    await check(calc)
  } finally {
    await visitor.close()
  }
}

test('a changed APR shows on /financing after calculating', async ({ page, browser }) => {
  const name = 'HFS Financial Pool Loan'
  const option = await openOption(page, name)
  const apr = option.getByLabel('APR (%)')
  const original = await apr.inputValue()
  // A rate no other option has, still the lowest of the 650 to 719 band.
  const changed = (7 + Math.ceil(Math.random() * 90) / 100).toFixed(2)
  try {
    await apr.fill(changed)
    await save(option)

    await calculateAsVisitor(browser, '650', async (calc) => {
      const best = calc.getByTestId('calc-option').first()
      await expect(best.getByTestId('calc-option-name')).toHaveText(name)
      await expect(best.getByTestId('calc-option-apr')).toHaveText(formatApr(Number(changed)))
      // Defaults: $45,000, 20% down, 120 months.
      await expect(best.getByTestId('calc-option-monthly')).toHaveText(
        formatCurrency(monthlyPayment(36_000, Number(changed), 120)),
      )
      await expect(best.getByTestId('calc-badge')).toHaveText('Best Option')
      // The qualifications are the option's description, split at its commas (demo data).
      await expect(best.getByRole('list', { name: 'Qualifications' }).getByRole('listitem')).toHaveText([
        'Credit score 650+',
        'Stable employment',
        'Pool specialist lender',
      ])
    })
  } finally {
    const again = await openOption(page, name)
    await again.getByLabel('APR (%)').fill(original)
    await save(again)
  }
})

test('a deactivated option leaves its band: the empty-list notice shows', async ({ page, browser }) => {
  const name = 'Secured Pool Financing'
  const option = await openOption(page, name)
  const active = option.getByLabel('Active (shown on the financing page)')
  await expect(active).toBeChecked()
  try {
    await active.uncheck()
    await save(option)

    await calculateAsVisitor(browser, '580', async (calc) => {
      await expect(calc.getByTestId('calc-empty')).toHaveText(FINANCING_TEXT.emptyNotice)
      await expect(calc.getByTestId('calc-option')).toHaveCount(0)
    })
  } finally {
    const again = await openOption(page, name)
    await again.getByLabel('Active (shown on the financing page)').check()
    await save(again)
  }
})
