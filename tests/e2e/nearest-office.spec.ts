/**
 * One nearest office (issue 33, docs/decisions/one-nearest-office.md): once the visitor shares
 * their location or types a ZIP code, the banner, the footer's 'Near', the home contact card and
 * the estimate form's thank-you name the same office; a lead goes to the office nearest the
 * property address when it resolves.
 */
import { expect, test, type Page } from '@playwright/test'
import { MIN_FILL_MS } from './lead-helpers'

const KISSIMMEE = { latitude: 28.2919, longitude: -81.4076 }

function uniqueIp() {
  return `198.51.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250) + 1}`
}

async function expectOfficeEverywhere(page: Page, name: string) {
  await expect(page.getByTestId('banner-office')).toHaveText(`${name} Office`)
  const card = page.getByTestId('home-contact-office')
  await card.scrollIntoViewIfNeeded()
  await expect(card).toContainText(`${name} Office`)
  const footer = page.getByTestId('footer-branches')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.locator('li', { hasText: 'Near' })).toHaveCount(1)
  await expect(footer.locator('li', { hasText: 'Near' })).toContainText(name)
}

/** Sends the estimate form with a name, phone and the address given; returns the thank-you. */
async function sendEstimate(page: Page, address: string) {
  await page.goto('/estimate')
  const form = page.getByTestId('estimate-form')
  await form.getByLabel('Full Name').pressSequentially('Nora Quinn', { delay: 40 })
  await form.getByLabel('Phone Number').pressSequentially('3525550177', { delay: 40 })
  if (address) await form.getByLabel(/Property Address/).pressSequentially(address, { delay: 20 })
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
  const success = page.getByTestId('estimate-success')
  await expect(success).toBeVisible()
  return success
}

test('with location shared, every place names the nearest office, and so does the thank-you', async ({
  browser,
}) => {
  const context = await browser.newContext({ geolocation: KISSIMMEE, permissions: ['geolocation'] })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByText('Nearest office to you')).toBeVisible()
  await expectOfficeEverywhere(page, 'Orlando')
  const thanks = await sendEstimate(page, '')
  await expect(thanks).toContainText('Someone from our Orlando Office will call you')
  await context.close()
})

test('location denied: a typed ZIP code picks the office everywhere and is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: [] })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const page = await context.newPage()
  await page.goto('/')
  // Nothing known: the spec's fallbacks (banner Ocala; footer and contact card West Palm Beach).
  await expect(page.getByTestId('banner-office')).toHaveText('Ocala Office')
  await page.getByRole('button', { name: 'Find my nearest office' }).click()
  const zip = page.getByLabel('Location is off. Your ZIP code:')
  await expect(zip).toBeVisible()

  // A wrong and an unknown ZIP code are answered in words; the banner keeps its office.
  await zip.pressSequentially('334', { delay: 120 })
  await zip.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a 5-digit ZIP code.' })).toBeVisible()
  await zip.clear()
  await zip.pressSequentially('00000', { delay: 120 })
  await page.getByRole('button', { name: 'Find office' }).click()
  await expect(page.getByText('We could not find ZIP code 00000. Check it and try again.')).toBeVisible()

  await zip.clear()
  await zip.pressSequentially('32801', { delay: 120 })
  await zip.press('Enter')
  await expect(page.getByTestId('banner-near-zip')).toHaveText('Nearest office to 32801')
  await expectOfficeEverywhere(page, 'Orlando')

  // Another page, loaded afresh: the ZIP code still stands.
  await page.goto('/about')
  await expect(page.getByTestId('banner-office')).toHaveText('Orlando Office')
  const thanks = await sendEstimate(page, '')
  await expect(thanks).toContainText('Someone from our Orlando Office will call you')

  // Change ZIP asks again.
  await page.getByRole('button', { name: 'Change ZIP' }).click()
  await expect(page.getByLabel('Location is off. Your ZIP code:')).toBeVisible()
  await context.close()
})

test("the property address routes the lead: a West Palm Beach address with the browser's fallback", async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: [] })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const page = await context.newPage()
  const thanks = await sendEstimate(page, '200 Clematis St, West Palm Beach, FL 33401')
  await expect(thanks).toContainText('Someone from our West Palm Beach Office will call you')
  await expect(thanks).toContainText('West Palm Beach, FL')
  await context.close()
})
