/**
 * The price book (issue 35 §2) as staff use it: an admin creates an item typing at a person's pace,
 * is told why a price over $10M is refused, edits the price, deactivates the item and finds it
 * under Inactive; a sales rep reads the list (with the demo items) but is offered no change.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn, unique, useOwnAddress } from './admin-helpers'

const typing = { delay: 25 }

async function type(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label)
  await field.click()
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
  await field.pressSequentially(text, typing)
}

function row(page: Page, name: string) {
  return page.getByTestId('price-book-row').filter({ hasText: name })
}

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context)
})

test('an admin creates, edits and deactivates a price-book item', async ({ page }) => {
  await signIn(page)
  const name = unique('Cabana ceiling fan ')
  await page.goto('/admin/price-book')
  await expect(page.getByRole('heading', { level: 1, name: 'Price book' })).toBeVisible()
  await page.getByRole('link', { name: 'New item' }).click()
  await page.waitForURL('**/admin/price-book/new')

  await type(page, /^Name/, name)
  await type(page, 'Description', 'Outdoor-rated fan under the screen enclosure roof.')
  await page.getByLabel(/^Category/).selectOption({ label: 'Deck and enclosure' })
  await page.getByLabel(/^Unit \*?$/).selectOption({ label: 'Each' })
  await type(page, /^Unit price/, '12,500,000')
  await page.getByRole('button', { name: 'Create item' }).click()
  const priceField = page.getByLabel(/^Unit price/)
  await expect(page.getByText('Unit price can be at most $10,000,000')).toBeVisible()
  await expect(priceField).toHaveAttribute('aria-invalid', 'true')

  await type(page, /^Unit price/, '685.50')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/admin\/price-book\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`)
  await expect(page.getByLabel(/^Unit price/)).toHaveValue('685.50')

  await type(page, /^Unit price/, '725')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('form-status')).toContainText(`Price-book item “${name}” saved.`)

  await page.goto('/admin/price-book?category=deck_enclosure')
  await expect(row(page, name).getByTestId('price-book-price')).toContainText('$725.00')
  await expect(row(page, name)).toContainText('each')
  await row(page, name)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click()
  await expect(row(page, name)).toHaveCount(0)

  await page.getByRole('link', { name: /^Inactive/ }).click()
  await expect(row(page, name)).toContainText('Inactive')
  await expect(row(page, name).getByRole('button', { name: `Activate ${name}` })).toBeVisible()
})

test('a sales rep reads the price book but cannot change it', async ({ page, browser }) => {
  await signIn(page)
  const username = unique('pbrep').toLowerCase()
  await page.goto('/admin/users/new')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(`${username}@example.test`)
  await page.getByLabel('Role').selectOption('sales')
  await page.getByRole('button', { name: 'Create user' }).click()
  const password = (await page.getByTestId('new-password').textContent())?.trim() ?? ''

  const context = await browser.newContext()
  await useOwnAddress(context)
  const rep = await context.newPage()
  await signIn(rep, { username, password })
  await rep.goto('/admin/price-book')
  await expect(
    rep.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Price book' }),
  ).toBeVisible()
  await expect(row(rep, 'Salt chlorine generator').getByTestId('price-book-price')).toContainText('$2,100.00')
  await expect(row(rep, 'Door and window exit alarms')).toContainText('In the package')
  await expect(rep.getByRole('link', { name: 'New item' })).toHaveCount(0)
  await expect(rep.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0)
  await rep.goto('/admin/price-book/new')
  await expect(rep.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
  await context.close()
})
