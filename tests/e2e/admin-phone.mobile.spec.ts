/**
 * The admin on a phone (390 px wide, touch): a sales rep on the road works a lead from its page
 * (call, e-mail, status, rep and comment come first, the attribution after), every column of each
 * lead desk's list is within reach as a card, and the top bar keeps 'Log out' on screen.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { AXE_TAGS } from './a11y-helpers'
import { createLead, hydrated, signIn, unique, useOwnAddress } from './admin-helpers'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The bottom of an element, in page coordinates, with the page scrolled to the top. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('element is not rendered')
  return box.y + box.height
}

test('a lead can be worked from its page: call, e-mail, status, rep and comment within two screens', async ({
  page,
}) => {
  const name = unique('Roadside')
  const id = await createLead(page.request, {
    firstName: name,
    lastName: 'Customer',
    phone: '(352) 555-0187',
    email: 'roadside.customer@example.com',
    address: '4100 SW College Rd, Ocala, FL',
    message: 'Please call after 5 pm about a 16x32 pool with a tanning ledge.',
    requestType: 'estimate',
    sourcePage: 'fiberglass-pools-ocala',
    attribution: {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-road-test',
      referrer: 'https://www.google.com/',
      landingPage: '/fiberglass-pools-ocala?utm_source=google',
    },
  })
  await page.goto(`/admin/estimates/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `${name} Customer` })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))

  const call = page.getByRole('link', { name: 'Call (352) 555-0187' })
  await expect(call).toHaveAttribute('href', 'tel:3525550187')
  await expect(page.getByRole('link', { name: 'roadside.customer@example.com' })).toHaveAttribute(
    'href',
    'mailto:roadside.customer@example.com',
  )
  const status = page.getByLabel('Status', { exact: true })
  const rep = page.getByLabel('Sales rep')
  const comment = page.getByLabel('Add a comment')
  const twoScreens = 2 * PHONE.height
  for (const [what, control] of [
    ['call link', call],
    ['next step', page.getByTestId('lead-next-step')],
    ['status', status],
    ['update status', page.getByRole('button', { name: 'Update status' })],
    ['sales rep', rep],
    ['assign rep', page.getByRole('button', { name: 'Assign rep' })],
    ['comment', comment],
  ] as const) {
    expect(await bottomOf(control), `${what} within the first two screens`).toBeLessThanOrEqual(twoScreens)
  }
  // The campaign details come after the work.
  const attribution = page.getByRole('region', { name: 'Where the lead came from' })
  await expect(attribution).toContainText('spring-road-test')
  expect((await attribution.boundingBox())?.y ?? 0).toBeGreaterThan(await bottomOf(comment))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await expectNoAxeViolations(page)

  // Work it: status, comment, rep.
  await status.selectOption('contacted')
  await page.getByRole('button', { name: 'Update status' }).click()
  await expect(page.getByTestId('history')).toContainText('changed the status from New to Contacted')
  await comment.fill('Called from the truck; visiting Tuesday.')
  await page.getByRole('button', { name: 'Add comment' }).click()
  await expect(page.getByTestId('lead-comment').first()).toContainText('Called from the truck')
  await rep.selectOption('admin')
  await page.getByRole('button', { name: 'Assign rep' }).click()
  await expect(page.getByTestId('history')).toContainText('assigned the lead to admin')
})

/**
 * Every cell of `row` sits inside the phone's width and is named by its column: what a desktop
 * table shows in that column is on the card.
 */
async function expectRowReachable(page: Page, row: Locator) {
  const headers = (await page.locator('table thead th').allTextContents()).map((t) => t.trim())
  const cells = row.locator(':scope > td')
  await expect(cells).toHaveCount(headers.length)
  for (let i = 0; i < headers.length; i++) {
    const cell = cells.nth(i)
    const header = headers[i] ?? ''
    await expect(cell, `column ${header || i}`).toBeVisible()
    const box = await cell.boundingBox()
    expect(box, `column ${header || i}`).not.toBeNull()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width + 0.5, header).toBe(true)
    if (header && header !== 'Actions' && i > 0) {
      // A cell other than the card's heading shows its column's name beside its value.
      const primary = (await cell.getAttribute('data-label')) === null
      if (!primary) await expect(cell).toHaveAttribute('data-label', header)
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

test('each lead desk list shows every column of a row on the phone', async ({ page }) => {
  const name = unique('Cardy')
  await createLead(page.request, {
    firstName: `${name} Estimate`,
    email: 'cardy.estimate@example.com',
    requestType: 'estimate',
    sourcePage: 'pools',
  })
  await createLead(page.request, {
    firstName: `${name} Visit`,
    email: 'cardy.visit@example.com',
    address: '12 Palm Way, Ocala',
    requestType: 'appointment',
  })
  await createLead(page.request, {
    firstName: `${name} Note`,
    email: 'cardy.note@example.com',
    message: 'Do you resurface pools in Belleview?',
    requestType: 'contact',
  })
  await createLead(page.request, {
    firstName: `${name} Bot`,
    email: 'cardy.bot@example.com',
    message: 'Cheap links for your site, best price today',
    requestType: 'contact',
    website: 'http://spam.example',
  })

  for (const [path, testId, text] of [
    [`/admin/estimates?q=${name}`, 'lead-row', `${name} Estimate`],
    [`/admin/admin-estimates?q=${name}`, 'appointment-row', `${name} Visit`],
    [`/admin/contacts?q=${name}`, 'contact-row', `${name} Note`],
    ['/admin/spam', 'spam-row', `${name} Bot`],
  ] as const) {
    await page.goto(path)
    const row = page.getByTestId(testId).filter({ hasText: text })
    await expect(row, path).toHaveCount(1)
    await expectRowReachable(page, row)
  }
  // The phone number on a lead's card is a link to call.
  await page.goto(`/admin/estimates?q=${name}`)
  await expect(
    page
      .getByTestId('lead-row')
      .filter({ hasText: `${name} Estimate` })
      .getByRole('link', { name: '(352) 555-0142' }),
  ).toHaveAttribute('href', 'tel:3525550142')
})

test('the top bar keeps the menu, the area name and Log out on screen; the menu says who is signed in', async ({
  page,
}) => {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: PHONE.height })
    await page.goto('/admin-dashboard')
    const logout = page.getByRole('button', { name: 'Log out' })
    await expect(logout).toBeVisible()
    const box = await logout.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0), `Log out at ${width} px`).toBeLessThanOrEqual(width)
    const brand = page.getByRole('link', { name: 'Pools Admin' })
    // On one line, clear of the button.
    expect((await brand.boundingBox())?.height ?? 99, `area name at ${width} px`).toBeLessThanOrEqual(28)
    expect(((await brand.boundingBox())?.x ?? 0) + ((await brand.boundingBox())?.width ?? 0)).toBeLessThan(
      box?.x ?? 0,
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  await page.getByRole('button', { name: 'Open admin menu' }).click()
  const menu = page.locator('#admin-mobile-menu')
  await expect(menu).toContainText('Signed in as admin · Administrator')
  await menu.getByRole('link', { name: 'Leads' }).click()
  await expect(page).toHaveURL(/\/admin\/estimates$/)
  await expect(menu).toBeHidden()
})

test('a pool page stays within the phone after an image upload (nothing is saved)', async ({ page }) => {
  await page.goto('/admin/pools/1')
  const before = await page.getByTestId('pool-image').count()
  // A file chosen before the page's scripts run is not uploaded: wait for them, as a person does.
  await hydrated(page.getByTestId('pool-image-input'))
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 180 } },
  })
    .png()
    .toBuffer()
  await page
    .getByTestId('pool-image-input')
    .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer })
  await expect(page.getByTestId('pool-image')).toHaveCount(before + 1)
  await expect(page.getByText(/1 image uploaded/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})
