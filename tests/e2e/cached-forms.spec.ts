/**
 * Lead forms on cached pages without JavaScript: the page's HTML carries a page token signed when
 * it was rendered (it cannot carry one per visitor), and a person's post made with it is stored
 * as a lead, not held in the spam review (docs/decisions/form-time-on-cached-pages.md).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { ADMIN } from './demo-admin'
import { MIN_FILL_MS } from './lead-helpers'

const PAGE_TOKEN = /^p\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/

const randomIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

async function servedFromCache(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 20_000 })
    .toBe('HIT')
}

test('a contact sent without JavaScript from a cached page is stored as a lead', async ({
  browser,
  request,
  playwright,
}) => {
  await servedFromCache(request, '/contact')
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  const page = await visitor.newPage()
  const response = await page.goto('/contact')
  expect(response?.headers()['x-nextjs-cache']).toBe('HIT')
  const form = page.getByTestId('contact-form')
  await expect(form.locator('input[name="formToken"]')).toHaveValue(PAGE_TOKEN)

  const email = `cached-${Date.now().toString(36)}@example.com`
  await form.getByLabel('Full Name').fill('Cora Cached')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('3525550144')
  await form.getByLabel('Message').fill('Please call me about a pool, I have no JavaScript.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByTestId('contact-success')).toContainText('Thank you for your inquiry!')
  await visitor.close()

  // Staff find it among the contacts (a post held for review would be in the spam review only).
  const staff = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  expect((await staff.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const list = await staff.get(`/api/admin/contacts?q=${encodeURIComponent(email)}`)
  expect(list.status()).toBe(200)
  const { rows } = (await list.json()) as { rows: { email: string }[] }
  expect(rows.map((row) => row.email)).toEqual([email])
  await staff.dispose()
})
