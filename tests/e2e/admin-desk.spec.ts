/**
 * The leads desk's messages and times on a desktop screen: a save's answer shows once and goes
 * away, and a lead's time reads the same, in one zone and format, on the list, the lead's page and
 * its history.
 */
import { expect, test } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

/** 'Mar 7, 2026, 2:05 PM ET': the admin's one format, in the business's time zone. */
const ADMIN_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/

// A message that must stay, then go, takes its time on a busy machine.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

test("'Lead updated.' shows once, beside the button pressed, and goes away", async ({ page }) => {
  const name = unique('Once')
  const id = await createLead(page.request, { firstName: name, requestType: 'estimate' })
  await page.goto(`/admin/estimates/${id}`)
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await page.getByRole('button', { name: 'Update status' }).click()
  const message = page.getByText('Lead updated.')
  await expect(message).toBeVisible()
  await expect(message).toHaveCount(1)
  // It belongs to the status form, not to the rep form beside it.
  await expect(
    page.locator('form').filter({ has: page.getByLabel('Status', { exact: true }) }),
  ).toContainText('Lead updated.')
  await expect(message).toBeHidden({ timeout: 12_000 })

  // The next save says it again, once; a change to the form clears it at once.
  await page.getByLabel('Sales rep').selectOption('admin')
  await page.getByRole('button', { name: 'Assign rep' }).click()
  await expect(message).toHaveCount(1)
  await page.getByLabel('Sales rep').selectOption('')
  await expect(message).toHaveCount(0)
})

test("a lead's time reads the same on the list, its page and its history, in Eastern time", async ({
  page,
}) => {
  const name = unique('Clock')
  const id = await createLead(page.request, { firstName: name, requestType: 'estimate' })
  await page.goto(`/admin/estimates?q=${name}`)
  const row = page.getByTestId('lead-row').filter({ hasText: name })
  const listed = (await row.locator('td[data-label="Received"]').innerText()).trim()
  expect(listed).toMatch(ADMIN_TIME)

  await page.goto(`/admin/estimates/${id}`)
  await expect(page.getByText(`received ${listed}`)).toBeVisible()
  await expect(page.getByTestId('history')).toContainText(listed)

  // The zone is the business's, whatever the browser's: the instant the API reports, shown in New York.
  const api = await page.request.get(`/api/admin/estimates/${id}`)
  expect(api.status()).toBe(200)
  const body = (await api.json()) as { lead?: { createdAt?: string }; createdAt?: string }
  const createdAt = body.lead?.createdAt ?? body.createdAt
  expect(createdAt).toBeTruthy()
  const expected = `${new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(createdAt ?? ''))} ET`
  expect(listed).toBe(expected)
})
