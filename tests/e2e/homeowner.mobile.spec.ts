/**
 * The homeowner's page on a phone (Pixel 7, touch), against a `next start` of the e2e build of its
 * own: its database is made first by tests/e2e/homeowner-fixture.ts (a homeowner per state of the
 * page, with the product's own functions) and its mail goes to a real SMTP server in this test.
 * The journey: open the link, read, pick an option, type the name, draw the signature with the
 * finger, consent, sign, see the confirmation, download the PDF and read it back; the homeowner's
 * e-mail arrives with the PDF attached. Then the field messages, the refusal pages, a tampered
 * link, "lost your link?" and the staff download.
 */
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { CONTRACT_TEXT_TITLES } from '@/content/contract-texts'
import { LOST_LINK_MESSAGES } from '@/lib/homeowner/messages'
import { SIGNING_MESSAGES } from '@/lib/quotes/signing-messages'
import { signingRefusal } from '@/lib/quotes/states'
import { ADMIN } from './demo-admin'
import type { HomeownerFixture } from './homeowner-fixture'
import { startHomeownerServer, type HomeownerServer } from './homeowner-server'

const PORT = Number(process.env.E2E_HOMEOWNER_PORT ?? 3281)
const BASE = `http://127.0.0.1:${PORT}`
const TYPING = { delay: 60 }

test.describe.configure({ mode: 'serial' })

let home: HomeownerServer
let fixture: HomeownerFixture
let received: ParsedMail[] = []

async function pdfText(file: string) {
  const proxy = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)))
  const { text } = await extractText(proxy, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

function mailTo(address: string, subject: RegExp) {
  return received.find((m) => m.to && JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ''))
}

/** A signature drawn with a finger: touch events through the DevTools protocol, as a phone sends them. */
async function drawWithFinger(page: Page) {
  await page.getByTestId('signature-pad').scrollIntoViewIfNeeded()
  const box = await page.getByTestId('signature-pad').boundingBox()
  if (!box) throw new Error('no signature box')
  const cdp = await page.context().newCDPSession(page)
  const at = (x: number, y: number) => [{ x: box.x + x * box.width, y: box.y + y * box.height, id: 1 }]
  const stroke = [
    [0.1, 0.7],
    [0.2, 0.3],
    [0.3, 0.65],
    [0.42, 0.35],
    [0.55, 0.7],
    [0.68, 0.3],
    [0.8, 0.6],
    [0.9, 0.45],
  ] as const
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: at(stroke[0][0], stroke[0][1]),
  })
  for (const [x, y] of stroke.slice(1)) {
    for (let step = 1; step <= 4; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y - step * 0.005) })
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

async function drawWithMouse(page: Page) {
  await page.getByTestId('signature-pad').scrollIntoViewIfNeeded()
  const box = await page.getByTestId('signature-pad').boundingBox()
  if (!box) throw new Error('no signature box')
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 3 })
  }
  await page.mouse.up()
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  home = await startHomeownerServer({
    port: PORT,
    prefix: 'pools-homeowner-',
    env: { COMPANY_INBOX: 'office-e2e@example.test' },
  })
  fixture = home.fixture
  received = home.received
})

test.afterAll(async () => {
  await home?.stop()
})

test('a homeowner reads the quote, picks an option, signs with a finger and downloads the signed contract', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.goto(`${BASE}/my-pool/${fixture.open.token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your pool quote, Maria' })).toBeVisible()
  await expect(page.getByTestId('quote-meta')).toContainText('valid through')
  // Three options as tabs; the second one's details.
  const better = page.getByRole('tab', { name: /Better/ })
  await better.tap()
  await expect(better).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name: /Better/ })
  await expect(panel.getByRole('heading', { name: 'What’s included' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Payment schedule' })).toBeVisible()
  await expect(panel.getByText('Initial payment: technical visit deposit')).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Financing example' })).toBeVisible()
  await expect(panel.getByRole('img').first()).toBeVisible()
  const total = (await panel.getByTestId('option-total').textContent())?.trim() ?? ''
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/)
  await expect(page.getByText(CONTRACT_TEXT_TITLES.lienLawNotice)).toBeVisible()

  await panel.getByRole('link', { name: 'Accept and sign the Better option' }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Accept and sign' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Better/ })).toBeChecked()
  await expect(page.getByTestId('signing-summary')).toContainText(total)

  await page.getByLabel('Type your full name').pressSequentially('Maria Delgado Open', TYPING)
  await expect(page.getByText('Sign above the line')).toBeVisible()
  await drawWithFinger(page)
  await page.getByLabel(/I agree to sign this contract electronically/).tap()
  await page.getByRole('button', { name: /Sign the contract/ }).tap()

  await expect(page.getByTestId('signed-confirmation')).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\?signed=1$/)
  const summary = page.getByTestId('signed-summary')
  await expect(summary).toContainText('Maria Delgado Open')
  await expect(summary).toContainText(total)
  await expect(summary).toContainText('Better')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-signed').tap(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contract-Q-\d{6}-v1\.pdf$/)
  const file = testInfo.outputPath('signed.pdf')
  await download.saveAs(file)
  const text = await pdfText(file)
  expect(text).toContain('Maria Delgado Open')
  expect(text).toContain(`Contract price ${total}`)
  expect(text).toContain(CONTRACT_TEXT_TITLES.lienLawNotice)
  expect(text).toContain(CONTRACT_TEXT_TITLES.recoveryFundNotice)
  expect(text).toContain(CONTRACT_TEXT_TITLES.constructionDefectNotice)
  expect(text).toContain('Pixel 7')

  // The homeowner's e-mail, with the same PDF attached; the office is told.
  await expect
    .poll(() => Boolean(mailTo(fixture.open.email ?? '', /signed pool contract/)), { timeout: 20_000 })
    .toBe(true)
  const mail = mailTo(fixture.open.email ?? '', /signed pool contract/)
  const attachment = mail?.attachments.find((a) => a.contentType === 'application/pdf')
  expect(attachment?.content.equals(fs.readFileSync(file))).toBe(true)
  await expect
    .poll(() => Boolean(mailTo('office-e2e@example.test', /^Signed: /)), { timeout: 20_000 })
    .toBe(true)

  // Signing again is refused with a clear page; the signature stays.
  await page.goto(`${BASE}/my-pool/${fixture.open.token}/sign`)
  await expect(page.getByRole('heading', { level: 1, name: /^Your pool project/ })).toBeVisible()
})

test('missing name, signature and consent get their messages; the mouse draws too', async ({ page }) => {
  await page.goto(`${BASE}/my-pool/${fixture.single.token}/sign`)
  const sign = page.getByRole('button', { name: /Sign the contract/ })
  await sign.tap()
  await expect(page.getByText(SIGNING_MESSAGES.nameRequired)).toBeVisible()
  await expect(page.getByText(SIGNING_MESSAGES.signatureRequired)).toBeVisible()
  await expect(page.getByText(SIGNING_MESSAGES.consentRequired)).toBeVisible()
  await expect(page.getByLabel('Type your full name')).toBeFocused()
  await page.getByLabel('Type your full name').pressSequentially('Maria', TYPING)
  await sign.tap()
  await expect(page.getByText(SIGNING_MESSAGES.nameShort)).toBeVisible()
  await drawWithMouse(page)
  await expect(page.getByText(SIGNING_MESSAGES.signatureRequired)).toBeHidden()
  await page.getByRole('button', { name: 'Clear' }).tap()
  await expect(page.getByText('Sign above the line')).toBeVisible()
})

test('an expired or declined quote gets a clear page instead of the form; a tampered link is a 404', async ({
  page,
}) => {
  await page.goto(`${BASE}/my-pool/${fixture.expired.token}/sign`)
  await expect(page.getByTestId('signing-refused')).toContainText(signingRefusal('expired', '', '') ?? '')
  await expect(page.getByRole('button', { name: /Sign the contract/ })).toHaveCount(0)
  await page.goto(`${BASE}/my-pool/${fixture.declined.token}`)
  await expect(page.getByTestId('quote-refusal')).toContainText('This quote was declined')
  await expect(page.getByRole('link', { name: /Accept and sign/ })).toHaveCount(0)
  const tampered = `${fixture.single.token.slice(0, -1)}${fixture.single.token.endsWith('A') ? 'B' : 'A'}`
  const response = await page.goto(`${BASE}/my-pool/${tampered}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test('a homeowner who lost the link gets a new one by e-mail; an unknown address gets the same answer', async ({
  page,
}) => {
  for (const email of ['nobody-here@example.test', fixture.single.email ?? '']) {
    await page.goto(`${BASE}/my-pool`)
    await page.getByLabel('Your e-mail address').pressSequentially(email, TYPING)
    await page.getByRole('button', { name: 'E-mail me a new link' }).tap()
    await expect(page.getByTestId('lost-link-sent')).toHaveText(LOST_LINK_MESSAGES.sent)
  }
  await expect
    .poll(() => Boolean(mailTo(fixture.single.email ?? '', /Your link/)), { timeout: 20_000 })
    .toBe(true)
  expect(mailTo('nobody-here@example.test', /Your link/)).toBeUndefined()
  const link = /http:\/\/127\.0\.0\.1:\d+(\/my-pool\/[A-Za-z0-9_-]{43})/.exec(
    mailTo(fixture.single.email ?? '', /Your link/)?.text ?? '',
  )?.[1]
  expect(link).toBeTruthy()
  await page.goto(`${BASE}${link}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your pool quote, Maria' })).toBeVisible()
})

test('staff download the signed contract from the lead page', async ({ page }) => {
  const login = await page.request.post(`${BASE}/api/admin/login`, {
    data: ADMIN,
    headers: { origin: BASE, 'x-forwarded-for': '198.18.7.7' },
  })
  expect(login.status()).toBe(200)
  await page.goto(`${BASE}/admin/estimates/${fixture.signed.leadId}`)
  const panel = page.getByRole('region', { name: 'Signed contract' })
  await expect(panel).toContainText('Maria Delgado Signed')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByTestId('staff-contract-download').tap(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contract-Q-\d{6}-v1\.pdf$/)
})
