/**
 * Stored XSS on cached public pages: staff put every known payload (tests/helpers/xss-payloads)
 * into a landing page's HTML and title and a blog post's Markdown and title; the public pages
 * (first render and cached copy) and the admin screens showing them are opened in Chromium, and
 * nothing may run: no dialog, no marker set by a payload, no script of another origin loaded.
 * What the CSP blocks is counted too, so a payload the sanitiser let through would show.
 */
import { expect, test, type Page } from '@playwright/test'
import { XSS_PAYLOADS } from '@/tests/helpers/xss-payloads'
import { ADMIN } from './demo-admin'

/** Each payload, and once more with alert() replaced by a marker the test can read. */
const PAYLOAD_HTML = [
  ...XSS_PAYLOADS,
  ...XSS_PAYLOADS.map((p) => p.replaceAll('alert', 'window.__xss=1;void')),
]
  .map((payload, i) => `<p>payload ${i}</p>${payload}`)
  .join('\n')
const TITLE_PAYLOAD = `XSS <img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`

type Watch = { dialogs: string[]; violations: () => Promise<number>; foreignScripts: string[] }

async function watch(page: Page): Promise<Watch> {
  const watched: Watch = {
    dialogs: [],
    foreignScripts: [],
    violations: () => page.evaluate(() => (window as Window & { __violations?: number }).__violations ?? 0),
  }
  page.on('dialog', async (dialog) => {
    watched.dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && !['127.0.0.1', 'localhost'].includes(url.hostname)) {
      watched.foreignScripts.push(request.url())
    }
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', () => {
      const w = window as Window & { __violations?: number }
      w.__violations = (w.__violations ?? 0) + 1
    })
  })
  return watched
}

async function expectNothingRan(page: Page, watched: Watch, path: string) {
  const response = await page.goto(path)
  expect(response?.ok(), path).toBe(true)
  await page.waitForLoadState('load')
  // Event handlers on injected elements would fire on these.
  await page.mouse.move(5, 5)
  await page.mouse.move(400, 400)
  const marker = await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)
  expect(marker, `${path}: a payload ran`).toBeUndefined()
  expect(watched.dialogs, path).toEqual([])
  expect(watched.foreignScripts, path).toEqual([])
  return { path, cache: response?.headers()['x-nextjs-cache'], violations: await watched.violations() }
}

test.describe.configure({ timeout: 120_000 })

test('payloads stored by staff run nowhere, on cached public pages nor in the admin', async ({
  page,
  browser,
}) => {
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const stamp = Date.now().toString(36)

  await page.goto('/admin/landing-pages/new')
  const landing = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Create landing page' }) })
  await landing.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE_PAYLOAD)
  await landing.getByRole('textbox', { name: 'Slug', exact: true }).fill(`xss-${stamp}`)
  await landing.locator('select[name="status"]').selectOption('published')
  await landing.locator('select[name="contentType"]').selectOption('html')
  await landing.getByLabel('HTML content').fill(PAYLOAD_HTML)
  await landing.getByRole('button', { name: 'Create landing page' }).click()
  await page.waitForURL(/\/admin\/landing-pages\/\d+$/)
  const landingAdmin = new URL(page.url()).pathname

  await page.goto('/admin/blog/new')
  await page.getByLabel('Title').fill(TITLE_PAYLOAD)
  await page.getByLabel('Slug').fill(`xss-${stamp}`)
  await page.getByLabel('Excerpt').fill(TITLE_PAYLOAD)
  await page.getByLabel('Content').fill(`## Payloads\n\n${PAYLOAD_HTML}`)
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Create post' }).click()
  await page.waitForURL(/\/admin\/blog\/\d+/)
  const blogAdmin = new URL(page.url()).pathname

  const visitor = await (await browser.newContext()).newPage()
  const watchedVisitor = await watch(visitor)
  const seen = []
  for (const path of [
    `/xss-${stamp}`,
    `/xss-${stamp}`,
    `/blog/xss-${stamp}`,
    `/blog/xss-${stamp}`,
    '/blog',
    '/sitemap',
  ]) {
    seen.push(await expectNothingRan(visitor, watchedVisitor, path))
  }
  // The second visit of each came from the cache.
  expect(seen.filter((s) => s.cache === 'HIT').map((s) => s.path)).toEqual(
    expect.arrayContaining([`/xss-${stamp}`, `/blog/xss-${stamp}`]),
  )

  const watchedStaff = await watch(page)
  for (const path of [landingAdmin, blogAdmin, '/admin/landing-pages', '/admin/blog']) {
    seen.push(await expectNothingRan(page, watchedStaff, path))
  }
  // What the CSP blocked on each page (a payload the sanitiser let through would count here).
  console.log(`stored XSS, CSP violations per page: ${JSON.stringify(seen)}`)
})
