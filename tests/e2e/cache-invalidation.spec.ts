/**
 * A staff write shows at once on the cached public pages it changes: an office phone on /about
 * (cached before the change), and a landing page published at a slug whose 404 was cached.
 * The next response is a fresh render under a new nonce, then served from the cache again.
 */
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

const ADMIN = { username: 'admin', password: process.env.DEMO_ADMIN_PASSWORD ?? 'e2e-Admin-Password-1' }

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]

async function cached(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path)
  for (let attempt = 0; attempt < 3 && response.headers()['x-nextjs-cache'] !== 'HIT'; attempt++) {
    response = await request.get(path)
  }
  expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
  return response
}

async function signIn(page: Page) {
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
}

async function setOrlandoPhone(page: Page, phone: string) {
  await page.goto('/admin/settings')
  const office = page.getByTestId('settings-office-record').filter({ hasText: 'Orlando Office' })
  await office.locator('summary').click()
  const field = office.getByLabel('Phone')
  const before = await field.inputValue()
  await field.fill(phone)
  await office.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(office.getByTestId('form-status')).toContainText('saved')
  return before
}

test.describe.configure({ timeout: 90_000 })

test('an office phone saved in the admin shows at once on a cached page', async ({ page, request }) => {
  await signIn(page)
  const before = await cached(request, '/about')
  const changed = `(407) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`
  const original = await setOrlandoPhone(page, changed)
  try {
    const after = await request.get('/about')
    expect(after.headers()['x-nextjs-cache']).not.toBe('HIT')
    expect(await after.text()).toContain(changed)
    expect(nonceOf(after)).not.toBe(nonceOf(before))
    const again = await cached(request, '/about')
    expect(await again.text()).toContain(changed)
  } finally {
    await setOrlandoPhone(page, original)
  }
  expect(await (await request.get('/about')).text()).not.toContain(changed)
})

test('a landing page published at a slug whose 404 was cached is served at once', async ({
  page,
  request,
}) => {
  const slug = `cache-e2e-${Date.now().toString(36)}`
  const missing = await cached(request, `/${slug}`)
  expect(missing.status()).toBe(404)

  await signIn(page)
  await page.goto('/admin/landing-pages/new')
  const editor = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Create landing page' }) })
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Cached Landing Test')
  await editor.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug)
  await editor.locator('select[name="status"]').selectOption('published')
  await editor.locator('select[name="contentType"]').selectOption('page')
  await editor.locator('select[name="localPagePath"]').selectOption('/packages')
  await editor.getByRole('button', { name: 'Create landing page' }).click()
  await page.waitForURL(/\/admin\/landing-pages\/\d+$/)

  const published = await request.get(`/${slug}`)
  expect(published.status()).toBe(200)
  expect(published.headers()['cache-control']).toMatch(/^s-maxage=60, /)
  expect((await cached(request, `/${slug}`)).status()).toBe(200)
})
