/**
 * Bulk work on the leads desk: a rep ticks two leads on the list, assigns a sales rep to both in
 * one go after confirming, and sees both rows (and each lead's history) say so.
 */
import { expect, test } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

test('two ticked leads get the chosen sales rep in one confirmed change', async ({ page }) => {
  const name = unique('Bulk')
  const first = await createLead(page.request, { firstName: `${name} Alpha`, requestType: 'estimate' })
  await createLead(page.request, { firstName: `${name} Bravo`, requestType: 'estimate' })
  await createLead(page.request, { firstName: `${name} Charlie`, requestType: 'estimate' })

  await page.goto(`/admin/estimates?q=${name}`)
  const rows = page.getByTestId('lead-row')
  await expect(rows).toHaveCount(3)
  const bar = page.getByTestId('lead-bulk')
  await expect(bar.getByRole('button', { name: 'Assign rep' })).toBeDisabled()

  await page.getByRole('checkbox', { name: `Select ${name} Alpha` }).check()
  await page.getByRole('checkbox', { name: `Select ${name} Bravo` }).check()
  await expect(bar).toContainText('2 leads selected')
  await bar.getByLabel('Sales rep').selectOption('admin')
  await bar.getByRole('button', { name: 'Assign rep' }).click()
  await page.getByRole('button', { name: 'Assign 2 leads to admin' }).click()

  await expect(page.getByText('2 leads changed.')).toBeVisible()
  const salesRep = (who: string) =>
    rows.filter({ hasText: `${name} ${who}` }).locator('td[data-label="Sales rep"]')
  await expect(salesRep('Alpha')).toHaveText('admin')
  await expect(salesRep('Bravo')).toHaveText('admin')
  await expect(salesRep('Charlie')).toHaveText('Unassigned')
  // The ticks are gone with the change made.
  await expect(bar).toContainText('Tick leads to assign a rep')

  await page.goto(`/admin/estimates/${first}`)
  await expect(page.getByTestId('history')).toContainText('admin assigned the lead to admin')
})
