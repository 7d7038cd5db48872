/**
 * Two instances of one build on one PostgreSQL database behind a load balancer
 * (tests/multi-instance/cluster.ts): a staff write on A shows on B's cached page within 2 s; a
 * form without JavaScript rendered by A and posted to B is stored once; a landing page published
 * on A is served by B; a scheduled post is published once, not by both. Runs on PostgreSQL only
 * (scripts/run-multi-instance.mjs skips it without TEST_DATABASE_URL).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { INVALIDATION_CHANNEL } from '@/lib/cache/invalidation-sync'
import { ADMIN_PASSWORD, adminDatabaseUrl, startCluster, type Cluster, type InstanceName } from './cluster'

const BASE_PORT = Number(process.env.MULTI_INSTANCE_PORT ?? 3300)
const SHOWN_WITHIN_MS = 2_000

let cluster: Cluster

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const adminUrl = adminDatabaseUrl()
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed (scripts/run-multi-instance.mjs checks it)')
  cluster = await startCluster(adminUrl, BASE_PORT)
})

test.afterAll(async () => {
  await cluster?.stop()
})

/** A browser that the balancer sends to one instance (or GETs to A and posts to B). */
async function browserOn(browser: Browser, instance: InstanceName | 'read-a-write-b', javaScript = true) {
  return browser.newContext({
    baseURL: cluster.url,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-instance': instance },
  })
}

async function signIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const response = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  expect(response.status(), await response.text()).toBe(200)
  return page
}

/** GET on one instance, straight (not through the balancer). */
async function getFrom(instance: InstanceName, path: string) {
  const response = await fetch(`${cluster.instances[instance].url}${path}`)
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  }
}

/** Polls B until `check` holds; returns how long it took. */
async function timeUntil(
  instance: InstanceName,
  path: string,
  check: (page: { status: number; html: string }) => boolean,
) {
  const started = Date.now()
  while (Date.now() - started < 30_000) {
    if (check(await getFrom(instance, path))) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} on ${instance} never changed`)
}

test('an office phone saved on A shows on B’s cached page within 2 s', async ({ browser }) => {
  await getFrom('b', '/about')
  const cachedBefore = await getFrom('b', '/about')
  expect(cachedBefore.cache).toBe('HIT')
  const changed = `(407) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`
  expect(cachedBefore.html).not.toContain(changed)

  const staff = await browserOn(browser, 'a')
  const page = await signIn(staff)
  await page.goto('/admin/settings')
  const office = page.getByTestId('settings-office-record').filter({ hasText: 'Orlando Office' })
  await office.locator('summary').click()
  await office.getByLabel('Phone').fill(changed)
  await office.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(office.getByTestId('form-status')).toContainText('saved')

  const took = await timeUntil('b', '/about', ({ html }) => html.includes(changed))
  expect(took).toBeLessThan(SHOWN_WITHIN_MS)
  expect(cluster.routed.filter((r) => r.method === 'POST').every((r) => r.instance === 'a')).toBe(true)
  await staff.close()
})

test('a form without JavaScript rendered by A and posted to B is stored once', async ({ browser }) => {
  const name = `Two Instances ${Date.now().toString(36)}`
  const visitor = await browserOn(browser, 'read-a-write-b', false)
  const page = await visitor.newPage()
  const sentBefore = cluster.routed.length
  await page.goto('/estimate?sourcePage=two-instances')
  const form = page.getByTestId('estimate-form')
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Phone Number').fill('3525550177')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible()
  await form.getByRole('button', { name: /Get My Free Estimate|Submit/ }).click()
  await expect(page.getByTestId('estimate-success')).toBeVisible()

  const routed = cluster.routed.slice(sentBefore).filter((r) => r.path.startsWith('/estimate'))
  expect(routed[0]).toMatchObject({ method: 'GET', instance: 'a' })
  expect(routed.filter((r) => r.method === 'POST').map((r) => r.instance)).toEqual(['b', 'b', 'b'])
  const { rows } = await cluster.db.query(
    // The estimate form stores the full name as the first name.
    'SELECT source_page FROM estimate_requests WHERE first_name = $1',
    [name],
  )
  expect(rows).toEqual([{ source_page: 'two-instances' }])

  // The contact page comes from A's cache; a post and its resubmission reach B: one lead.
  const email = `two-${Date.now().toString(36)}@example.com`
  await page.goto('/contact')
  const contact = page.getByTestId('contact-form')
  const fill = async () => {
    await contact.getByLabel('Full Name').fill('Two Instances')
    await contact.getByLabel('Email').fill(email)
    await contact.getByLabel('Phone').fill('3525550178')
    await contact.getByLabel('Message').fill('Please call me about a new pool.')
  }
  await fill()
  await contact.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByTestId('contact-success')).toBeVisible()
  await page.goBack()
  await fill()
  await contact.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByTestId('contact-success')).toBeVisible()
  const contacts = await cluster.db.query('SELECT id FROM contacts WHERE email = $1', [email])
  expect(contacts.rows).toHaveLength(1)
  await visitor.close()
})

test('a landing page published on A is served by B', async ({ browser }) => {
  const slug = `two-instances-${Date.now().toString(36)}`
  await getFrom('b', `/${slug}`)
  const missing = await getFrom('b', `/${slug}`)
  expect(missing).toMatchObject({ status: 404, cache: 'HIT' })

  const staff = await browserOn(browser, 'a')
  const page = await signIn(staff)
  await page.goto('/admin/landing-pages/new')
  const editor = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Create landing page' }) })
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Pools on Two Instances')
  await editor.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug)
  await editor.locator('select[name="status"]').selectOption('published')
  await editor.locator('select[name="contentType"]').selectOption('page')
  await editor.locator('select[name="localPagePath"]').selectOption('/packages')
  await editor.getByRole('button', { name: 'Create landing page' }).click()
  await page.waitForURL(/\/admin\/landing-pages\/\d+$/)

  const took = await timeUntil('b', `/${slug}`, ({ status }) => status === 200)
  expect(took).toBeLessThan(SHOWN_WITHIN_MS)
  await staff.close()
})

test('a scheduled post is published once, on time, though both instances watch the schedule', async () => {
  test.setTimeout(90_000)
  const slug = `two-instances-post-${Date.now().toString(36)}`
  const { rows } = await cluster.db.query<{ id: number; scheduled_for: Date }>(
    `INSERT INTO blog_posts (title, slug, content, status, scheduled_for)
     VALUES ($1, $2, 'Published by whichever instance comes first.', 'scheduled', now() + interval '12 seconds')
     RETURNING id, scheduled_for`,
    ['Scheduled on Two Instances', slug],
  )
  const post = rows[0]
  if (!post) throw new Error('no post')
  // As a staff write would: both instances forget what they knew about the blog.
  await cluster.db.query('SELECT pg_notify($1, $2)', [
    INVALIDATION_CHANNEL,
    JSON.stringify({ origin: 'two-instances-test', tags: ['blog'] }),
  ])
  expect((await getFrom('b', `/blog/${slug}`)).status).toBe(404)

  await timeUntil('b', `/blog/${slug}`, ({ status }) => status === 200)
  const shownAt = Date.now()
  expect(shownAt - post.scheduled_for.getTime()).toBeLessThan(5_000)
  expect((await getFrom('a', `/blog/${slug}`)).status).toBe(200)

  await new Promise((resolve) => setTimeout(resolve, 12_000))
  const published = await cluster.db.query(
    `SELECT actor_username FROM audit_log WHERE entity = 'blog-post' AND entity_id = $1 AND action = 'publish'`,
    [String(post.id)],
  )
  expect(published.rows).toEqual([{ actor_username: 'scheduler' }])
  const state = await cluster.db.query('SELECT status, published_at FROM blog_posts WHERE id = $1', [post.id])
  expect(state.rows[0]).toMatchObject({ status: 'published', published_at: post.scheduled_for })
})
