/**
 * The quote builder as a sales rep uses it at 1366 px (issue 35 §3, §4): from a new lead's page,
 * 'New quote'; a pool picked by typing part of its name, two price-book items (one the package
 * already includes, listed at $0), a one-off line whose negative quantity is refused on its field,
 * the Winter special in one click, a 'Better' option copied from the first and given another
 * pool with the keyboard; the totals and the payment schedule follow; saved as a draft and sent,
 * the e-mail with the private link waits in the outbox and the quote is listed as sent.
 */
import { expect, test, type Page } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

const typing = { delay: 35 }

test.use({ viewport: { width: 1366, height: 900 } })

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context)
})

/** A sales rep made through the users screen; returns their login. */
async function createRep(admin: Page) {
  const username = unique('quoterep').toLowerCase()
  await admin.goto('/admin/users/new')
  await admin.getByLabel('Username').fill(username)
  await admin.getByLabel('Email').fill(`${username}@example.test`)
  await admin.getByLabel('Role').selectOption('sales')
  await admin.getByRole('button', { name: 'Create user' }).click()
  const password = (await admin.getByTestId('new-password').textContent())?.trim() ?? ''
  expect(password.length).toBeGreaterThan(10)
  return { username, password }
}

/** Picks the price-book item whose option starts with `name` and adds it. */
async function addItem(page: Page, option: ReturnType<Page['getByTestId']>, name: string) {
  const select = option.getByLabel('Add from the price book')
  const value = await select.locator('option', { hasText: name }).first().getAttribute('value')
  await select.selectOption(value ?? '')
  await option.getByRole('button', { name: 'Add item' }).click()
  await expect(option.getByTestId('quote-line').filter({ hasText: name })).toBeVisible()
}

/** Waits until React has hydrated the element (typing before that would be lost). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

test('a rep builds a two-option quote with the Winter special and sends it to the homeowner', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const rep = await createRep(page)
  const homeowner = unique('Quinn')
  const email = `${homeowner.toLowerCase()}@example.com`
  const leadId = await createLead(page.request, {
    firstName: homeowner,
    lastName: 'Buyer',
    email,
    requestType: 'estimate',
    sourcePage: 'estimate',
    nearestBranch: 'ocala',
  })

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await useOwnAddress(context)
  const rp = await context.newPage()
  await signIn(rp, rep)
  await rp.goto(`/admin/estimates/${leadId}`)
  await rp.getByRole('link', { name: 'New quote' }).click()
  await rp.waitForURL(`**/admin/quotes/new?lead=${leadId}`)
  await expect(rp.getByRole('heading', { level: 1 })).toHaveText(`New quote for ${homeowner} Buyer`)
  await hydrated(rp, 'form[aria-label^="New quote"]')

  // Option 1: a pool found by typing part of its name, at its installed price.
  const good = rp.getByTestId('quote-option').nth(0)
  const pool = good.getByRole('combobox', { name: 'Pool' })
  await pool.click()
  await pool.pressSequentially('captiva 1', typing)
  await good.getByRole('option', { name: /Captiva 18/ }).click()
  await expect(pool).toHaveValue('Captiva 18')
  await expect(good.getByText(/Captiva 18: installed price \$[\d,]+/)).toBeVisible()

  await addItem(rp, good, 'Variable-speed heat pump')
  await addItem(rp, good, 'LED colour pool light (first light)')
  const includedLine = good
    .getByTestId('quote-line')
    .filter({ hasText: 'LED colour pool light (first light)' })
  await expect(includedLine.getByText('Included in the package: listed at $0')).toBeVisible()
  await expect(includedLine.getByTestId('line-total')).toHaveText('$0.00')

  // A one-off line, first with a negative quantity: refused on its field.
  await good.getByRole('button', { name: 'Add a one-off line' }).click()
  const oneOff = good.getByTestId('quote-line').last()
  await expect(oneOff.getByLabel('One-off line')).toBeFocused()
  await rp.keyboard.type('Remove the old shed', typing)
  const quantity = oneOff.getByLabel(/^Quantity/)
  await quantity.click()
  await quantity.press('ControlOrMeta+a')
  await quantity.pressSequentially('-2', typing)
  await oneOff.getByLabel('Unit price').pressSequentially('1,250', typing)
  await rp.getByRole('button', { name: 'Save quote as draft' }).click()
  await expect(oneOff.getByText('Quantity must be more than 0')).toBeVisible()
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await expect(quantity).toBeFocused()
  await quantity.press('ControlOrMeta+a')
  await quantity.pressSequentially('1', typing)
  await expect(oneOff.getByTestId('line-total')).toHaveText('$1,250.00')

  // The Winter special in one click.
  await rp.getByRole('button', { name: /Apply the Winter special/ }).click()
  await expect(rp.getByLabel('Discount amount (USD)')).toHaveValue('3000')
  await expect(rp.getByLabel('Reason for the discount')).toHaveValue('Winter special')

  // Option 2 starts as a copy of option 1; its pool is changed with the keyboard.
  await rp.getByRole('button', { name: /Add an option \(copy of “Good”\)/ }).click()
  const better = rp.getByTestId('quote-option').nth(1)
  await expect(better.getByRole('heading', { name: 'Option 2: Better' })).toBeVisible()
  await expect(better.getByTestId('quote-line')).toHaveCount(3)
  const betterPool = better.getByRole('combobox', { name: 'Pool' })
  await betterPool.click()
  await betterPool.press('ControlOrMeta+a')
  await betterPool.pressSequentially('monaco 40', typing)
  await expect(better.getByRole('option').first()).toContainText('Monaco 40')
  await betterPool.press('ArrowDown')
  await betterPool.press('Enter')
  await expect(betterPool).toHaveValue('Monaco 40')

  // The totals of both options, and the schedule adding up to the option's total.
  const totals = rp.getByRole('complementary', { name: 'Totals' })
  const optionTotals = totals.getByTestId('option-total')
  await expect(optionTotals).toHaveCount(2)
  const goodTotal = dollars(await optionTotals.nth(0).textContent())
  expect(goodTotal).toBeGreaterThan(3_000)
  const schedule = totals.getByTestId('payment-schedule')
  await expect(schedule.getByRole('row').last()).toContainText(
    `${goodTotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  )
  await totals.getByRole('button', { name: 'Better', exact: true }).click()
  const betterTotal = dollars(await optionTotals.nth(1).textContent())
  await expect(schedule.getByRole('row').last()).toContainText(
    betterTotal.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  )
  await expect(totals.getByTestId('financing-example')).toContainText('/month')

  await rp.getByRole('button', { name: 'Save quote as draft' }).click()
  await rp.waitForURL(/\/admin\/quotes\/\d+$/)
  await expect(rp.getByRole('heading', { level: 1 })).toHaveText(/^Quote Q-\d{6}$/)
  await expect(rp.getByTestId('version-option')).toHaveCount(2)
  await expect(rp.getByText('$3,000.00 off (Winter special)')).toBeVisible()
  // The server's totals are the ones the builder showed.
  const stored = rp.getByTestId('option-total')
  expect(dollars(await stored.nth(0).textContent())).toBe(goodTotal)
  expect(dollars(await stored.nth(1).textContent())).toBe(betterTotal)

  await rp.getByRole('button', { name: 'Send to homeowner' }).click()
  const dialog = rp.getByRole('alertdialog')
  await expect(dialog).toContainText(email)
  await dialog.getByRole('button', { name: 'Send quote' }).click()
  await expect(rp.getByTestId('form-status')).toContainText(`sent to ${email}`)
  const mails = rp.getByTestId('quote-mails')
  await expect(mails).toContainText(`To ${email}, with the private link`)
  await expect(mails).toContainText('Your pool quote from')
  await expect(rp.getByTestId('quote-version')).toHaveCount(1)
  await expect(rp.getByTestId('quote-version').first()).toContainText('Sent')
  await expect(rp.getByTestId('history')).toContainText(`${rep.username} sent quote`)

  // The list finds it by the homeowner's name, sent; the lead has moved to Quoted.
  await rp.goto('/admin/quotes')
  const search = rp.getByLabel('Search')
  await search.pressSequentially(homeowner, typing)
  await search.press('Enter')
  const row = rp.getByTestId('quote-row').filter({ hasText: homeowner })
  await expect(row).toHaveCount(1)
  await expect(row.locator('[data-status]')).toHaveText('Sent')
  await expect(row).toContainText(rep.username)
  await rp.goto(`/admin/estimates/${leadId}`)
  await expect(rp.getByTestId('lead-quote')).toContainText('Sent')
  await context.close()
})
