/**
 * The homeowner's project portal (issue 36 §3–§5), walked end to end against a `next start` of the
 * e2e build of its own: its database is made by tests/e2e/homeowner-fixture.ts (a contract signed
 * a month ago, 'project') and its mail goes to a real SMTP server in this test. The homeowner
 * (390 px, touch) opens the same private link they signed on and sees the build before any payment;
 * staff (1366 px) record each stage on its day with a photo at excavation and at the shell's setting,
 * and the payments (one installment in two parts); the homeowner sees each change: the timeline's
 * dates, the photos, the to-dos, what is due and how to pay, what was paid, the balance. The mails:
 * one receipt per payment, the excavation's notice with its photo, and the review request, once,
 * linking to the office's Google review page.
 *
 * SHOTS_DIR=/tmp/… saves screenshots of the portal and the dashboard at 390 and 1366 px there.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { PROJECT_STAGES } from '@/content/project-stages'
import type { ParsedMail } from 'mailparser'
import { ADMIN } from './demo-admin'
import type { HomeownerFixture } from './homeowner-fixture'
import { startHomeownerServer, type HomeownerServer } from './homeowner-server'
import { PORTAL_PLACE_ID, PORTAL_SIGNED_DAYS_AGO } from './portal-facts'

const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3311)
const BASE = `http://127.0.0.1:${PORTAL_PORT}`
const TYPING = { delay: 40 }
const DRAWING = path.join(process.cwd(), 'public/images/content/installation-day-1.webp')
const SHOTS = process.env.SHOTS_DIR
const DAY = 86_400_000

/** Every stage after the contract's own, in order. */
const STAGES = PROJECT_STAGES.slice(1).map((stage) => stage.key)
const PHOTO_AT: Partial<Record<(typeof STAGES)[number], string>> = {
  excavation: 'Dug to depth, gravel base down',
  shell_set: 'Shell set level, plumbing run',
}

test.describe.configure({ mode: 'serial' })

let home: HomeownerServer
let fixture: HomeownerFixture
let received: ParsedMail[] = []

/** The day `days` after the contract's (YYYY-MM-DD, in the e2e machine's calendar). */
function contractDay(days: number): string {
  const date = new Date(Date.now() - (PORTAL_SIGNED_DAYS_AGO - days) * DAY)
  return date.toISOString().slice(0, 10)
}

const mailsTo = (address: string, subject: RegExp) =>
  received.filter((m) => JSON.stringify(m.to ?? '').includes(address) && subject.test(m.subject ?? ''))

/** '$12,345.67' → 1234567 (cents). */
const cents = (text: string | null) =>
  Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN) * 100)

async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })
}

async function shot(browser: Browser, url: string, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
    const admin = url.includes('/admin')
    if (admin) {
      // A staff session is kept for the address it signed in from.
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.9.9' })
      await context.request.post(`${BASE}/api/admin/login`, { data: ADMIN, headers: { origin: BASE } })
    }
    const page = await context.newPage()
    await page.goto(url)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // Every picture loaded (the page's are lazy), then the whole page.
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager'
    })
    await page
      .waitForFunction(
        () => [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        null,
        {
          timeout: 15_000,
        },
      )
      .catch(async (error: unknown) => {
        const broken = await page.evaluate(() =>
          [...document.images].filter((img) => !img.complete || !img.naturalWidth).map((img) => img.src),
        )
        const answers = await Promise.all(
          broken.map(async (src) => `${src} ${(await context.request.get(src)).status()}`),
        )
        throw new Error(`pictures not shown on ${url}: ${answers.join(', ')}`, { cause: error })
      })
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true })
    await context.close()
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  home = await startHomeownerServer({
    port: PORTAL_PORT,
    prefix: 'pools-portal-',
    env: {
      COMPANY_INBOX: 'office-portal@example.test',
      // A stage's notice waits a minute for its photo (10 by default).
      PROJECT_NOTICE_DELAY_MINUTES: '1',
    },
  })
  fixture = home.fixture
  received = home.received
})

test.afterAll(async () => {
  await home?.stop()
})

/** Staff at 1366 px, signed in as the demo admin, on the project's page. */
async function staffOnProject(browser: Browser): Promise<{ context: BrowserContext; staff: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.8.8' })
  const login = await context.request.post(`${BASE}/api/admin/login`, {
    data: ADMIN,
    headers: { origin: BASE },
  })
  expect(login.status()).toBe(200)
  const staff = await context.newPage()
  await staff.goto(`${BASE}/admin/projects`)
  await staff.getByLabel('Search').pressSequentially('Delgado project', TYPING)
  await staff.getByRole('button', { name: 'Apply filters' }).click()
  await staff
    .getByTestId('project-row')
    .getByRole('link', { name: /Delgado project/i })
    .click()
  await expect(staff.getByRole('heading', { level: 1, name: /Delgado project/i })).toBeVisible()
  return { context, staff }
}

async function reachStage(staff: Page, key: (typeof STAGES)[number], day: string) {
  const stage = staff.locator(`[data-testid="stage"][data-stage="${key}"]`)
  await stage.getByText('Edit the stage, add photos or documents').click()
  const form = stage.getByTestId('stage-form')
  await form.getByLabel('Reached on').fill(day)
  await form.getByRole('button', { name: /^Save / }).click()
  await expect(form.getByTestId('form-status')).toContainText('saved: reached on')
  await expect(stage).toHaveAttribute('data-reached', 'yes')
  const note = PHOTO_AT[key]
  if (note) {
    const upload = stage.getByTestId('file-upload-form')
    await upload.getByLabel('What is it?').selectOption('photo')
    await upload.getByLabel('Photo').setInputFiles(DRAWING)
    await upload.getByLabel('Note').pressSequentially(note, TYPING)
    await upload.getByRole('button', { name: 'Add photo' }).click()
    await expect(stage.getByTestId('stage-photo').filter({ hasText: note })).toBeVisible()
  }
}

async function recordPayment(staff: Page, method: string, amountCents: number, reference: string) {
  const form = staff.getByTestId('payment-form')
  const rows = await staff.getByTestId('payment-row').count()
  await form.getByLabel('Method').selectOption({ label: method })
  await form.getByLabel('Amount (USD)').pressSequentially((amountCents / 100).toFixed(2), TYPING)
  await form.getByLabel('Reference').pressSequentially(reference, TYPING)
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(staff.getByTestId('payment-row')).toHaveCount(rows + 1)
}

/** The balance hint of the payment form's chosen installment, in cents. */
async function installmentBalance(staff: Page) {
  return cents(
    await staff
      .getByTestId('payment-form')
      .getByText(/^At most \$/)
      .textContent(),
  )
}

test('the homeowner follows their build on a phone while staff record it, and is asked for a review once', async ({
  browser,
}) => {
  test.setTimeout(600_000)
  const home = await (await phone(browser)).newPage()
  const link = `${BASE}/my-pool/${fixture.project.token}`
  const email = fixture.project.email ?? ''

  // Before any payment: the first stage done, the technical visit next with its to-dos, the deposit due.
  await home.goto(link)
  await expect(home.getByRole('heading', { level: 1, name: 'Your pool project, Maria' })).toBeVisible()
  await expect(home.getByTestId('portal-standing')).toContainText('Stage 1 of 11 done')
  await expect(home.getByTestId('portal-standing')).toContainText('Next: Technical visit (site survey)')
  await expect(home.getByTestId('portal-todo')).toContainText('Be home for the visit')
  const timeline = home.getByTestId('portal-stage')
  await expect(timeline).toHaveCount(11)
  await expect(timeline.first()).toHaveAttribute('data-state', 'done')
  await expect(timeline.nth(1)).toHaveAttribute('data-state', 'next')
  await expect(timeline.nth(5).getByTestId('portal-stage-dates')).toContainText('Planned ')
  await expect(home.getByTestId('portal-due')).toContainText('Initial payment')
  await expect(home.getByTestId('portal-how-to-pay')).toContainText('Zelle')
  await expect(home.getByTestId('portal-paid')).toContainText('No payments received yet.')
  const total = cents(await home.getByTestId('portal-balance-left').textContent())
  expect(total).toBeGreaterThan(1_000_000)
  // The signed contract downloads with the page's token.
  const contractLink = home
    .getByTestId('portal-documents')
    .getByRole('link', { name: 'Download', exact: true })
    .first()
  await contractLink.scrollIntoViewIfNeeded()
  const [contract] = await Promise.all([home.waitForEvent('download'), contractLink.tap()])
  expect(contract.suggestedFilename()).toMatch(/^contract-Q-\d{6}-v1\.pdf$/)
  await shot(browser, link, 'portal-before-payment')

  // Staff record the stages up to the shell's setting, on their days, with two photos.
  const { context, staff } = await staffOnProject(browser)
  for (const [index, key] of STAGES.slice(0, 6).entries())
    await reachStage(staff, key, contractDay(2 * (index + 1)))
  // The deposit in full, then the 9 % in two parts.
  await staff.reload()
  await recordPayment(staff, 'Check', await installmentBalance(staff), 'Check 1042')
  const second = await installmentBalance(staff)
  const firstPart = Math.round(second * 0.4)
  await recordPayment(staff, 'Zelle', firstPart, 'ZL-7781')
  await recordPayment(staff, 'Bank transfer', second - firstPart, 'WT-2231')

  // Mid-build on the phone: the dates reached, the photos under their stages, what is due now.
  await home.reload()
  await expect(home.getByTestId('portal-standing')).toContainText('Stage 7 of 11 done')
  await expect(home.getByTestId('portal-standing')).toContainText('Next: Backfill and deck')
  await expect(home.getByTestId('portal-todo')).toContainText('outside water tap')
  const excavation = home.locator('[data-testid="portal-stage"][data-stage="excavation"]')
  await expect(excavation).toHaveAttribute('data-state', 'done')
  await expect(excavation.getByTestId('portal-stage-dates')).toContainText('Done ')
  for (const [key, note] of Object.entries(PHOTO_AT)) {
    const photo = home
      .locator(`[data-testid="portal-stage"][data-stage="${key}"]`)
      .getByTestId('portal-photo')
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toContainText(note)
    const image = photo.getByRole('img')
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  await expect(home.getByTestId('portal-paid').locator('li')).toHaveCount(3)
  const paidSoFar = cents(await home.getByTestId('portal-balance').locator('dd').nth(1).textContent())
  expect(total - paidSoFar).toBe(cents(await home.getByTestId('portal-balance-left').textContent()))
  await expect(home.getByTestId('portal-due')).toContainText('Pre-construction')
  await expect(home.getByTestId('portal-coming')).toContainText('Due when we reach')
  await shot(browser, link, 'portal-mid-build')

  // Staff finish the build (completed ten days ago) and record the rest.
  for (const [index, key] of STAGES.slice(6).entries())
    await reachStage(staff, key, contractDay(2 * (index + 7)))
  await staff.reload()
  for (let round = 0; round < 6 && (await staff.getByTestId('payment-form').isVisible()); round++)
    await recordPayment(staff, 'Bank transfer', await installmentBalance(staff), `WT-30${round}`)
  await expect(staff.getByTestId('project-balance')).toHaveText('$0.00')
  const payments = await staff.getByTestId('payment-row').count()

  await home.reload()
  await expect(home.getByTestId('portal-standing')).toContainText('Your pool is finished: completed on')
  await expect(home.getByTestId('portal-balance-left')).toHaveText('$0.00')
  await expect(home.getByTestId('portal-due')).toContainText('Your contract is paid in full.')
  await expect(home.locator('[data-testid="portal-stage"][data-state="done"]')).toHaveCount(11)
  await shot(browser, link, 'portal-completed')
  await shot(browser, `${BASE}/admin-dashboard`, 'dashboard-reports')
  await context.close()

  // The mails: one receipt per payment; the excavation's notice with its photo; one review request.
  await expect.poll(() => mailsTo(email, /^Payment received/).length, { timeout: 30_000 }).toBe(payments)
  await expect
    .poll(() => mailsTo(email, /Excavation done/).length, { timeout: 150_000, intervals: [5_000] })
    .toBe(1)
  const [notice] = mailsTo(email, /Excavation done/)
  expect(notice?.attachments.map((a) => a.contentType)).toEqual(['image/webp'])
  expect(notice?.text).toContain(`${BASE}/my-pool/`)
  await expect
    .poll(() => mailsTo(email, /How was your new pool/).length, { timeout: 90_000, intervals: [5_000] })
    .toBe(1)
  const [review] = mailsTo(email, /How was your new pool/)
  expect(review?.text).toContain(`https://search.google.com/local/writereview?placeid=${PORTAL_PLACE_ID}`)
  // The scheduler runs every 30 s: a minute later there is still one request.
  await new Promise((resolve) => setTimeout(resolve, 65_000))
  expect(mailsTo(email, /How was your new pool/)).toHaveLength(1)
  expect(mailsTo(email, /Excavation done/)).toHaveLength(1)
})

test('a made-up link and another project’s file answer 404', async ({ request }) => {
  expect((await request.get(`${BASE}/my-pool/${'x'.repeat(43)}`)).status()).toBe(404)
  expect((await request.get(`${BASE}/my-pool/${'x'.repeat(43)}/files/1`)).status()).toBe(404)
  // The signed homeowner's token opens no file of the project above.
  for (let id = 1; id <= 3; id++)
    expect((await request.get(`${BASE}/my-pool/${fixture.signed.token}/files/${id}`)).status()).toBe(404)
})
