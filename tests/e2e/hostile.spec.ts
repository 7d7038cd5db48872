/**
 * What a hostile visitor sends, against the real server: generated malformed and hostile requests
 * (wrong types, huge and deep bodies, NUL, lone surrogates, emoji, SQL, script tags, wrong content
 * types and methods, undecodable and very long addresses, forged headers) to every route handler
 * and every server action of the build, anonymous and as each role. Every one must end with an
 * answer below 500 within the time limit: a clear 4xx, or a cleaned value, never a 5xx or a hang.
 * The cases of issue 23 have their own tests below the sweep.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { ADMIN } from './demo-admin'

/** A request that has not answered by then counts as a hang. */
const ANSWER_WITHIN_MS = 15_000

const NUL = '\u0000'
const LONE = '\ud83d'
const EMOJI_150 = '🏊'.repeat(150)
/** A lone surrogate as a URL can carry it: its would-be UTF-8 bytes, which decode to nothing valid. */
const LONE_IN_URL = '%ED%A0%BD'
const HOSTILE_TEXTS = [
  `a${NUL}b`,
  `x${LONE}`,
  EMOJI_150,
  `${'🏊'.repeat(149)}${LONE}`,
  "' OR 1=1; DROP TABLE leads; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  'x'.repeat(20_000),
  '../../etc/passwd',
  '%00%ff%fe',
]
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], {}, [NUL], { $ne: null }]

function deep(levels: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

/** Every field a route or action reads, filled with one hostile value. */
function hostileObject(value: unknown): Record<string, unknown> {
  const fields = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'address',
    'message',
    'poolType',
    'budgetRange',
    'timeframe',
    'requestType',
    'sourcePage',
    'nearestBranch',
    'attribution',
    'website',
    'formToken',
    'idempotencyKey',
    'username',
    'password',
    'status',
    'salesRep',
    'comment',
    'lostReason',
    'lostReasonId',
    'dealValue',
    'dealValueCents',
    'leadSourceId',
    'visitDate',
    'visitTime',
    'notes',
    'version',
    'path',
    'referrer',
    'utmSource',
    'errorType',
    'errorMessage',
    'source',
    'submissionData',
    'scheduledAt',
    'date',
    'time',
  ]
  return Object.fromEntries(fields.map((field) => [field, value]))
}

type Case = {
  name: string
  method: string
  url: string
  headers?: Record<string, string>
  body?: string | Buffer
}

const jsonBodies: Array<[string, string]> = [
  ['empty', ''],
  ['not JSON', '{"a":'],
  ['array', '[]'],
  ['null', 'null'],
  ['string', '"text"'],
  ['deep', JSON.stringify(deep(3000))],
  ['wide', JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])))],
  ...HOSTILE_TEXTS.map((text, i): [string, string] => [`text ${i}`, JSON.stringify(hostileObject(text))]),
  ...WRONG_TYPES.map((value, i): [string, string] => [`type ${i}`, JSON.stringify(hostileObject(value))]),
]

const PUBLIC_GETS = [
  '/api/pools',
  '/api/manufacturers',
  '/api/health',
  '/api/form-token',
  `/api/landing-pages/${encodeURIComponent(`x${NUL}`)}`,
  '/api/landing-pages/%E0%A4%A',
  `/api/landing-pages/${'a'.repeat(3000)}`,
  '/uploads/pools/2026/01/..%2f..%2fetc%2fpasswd',
  `/pools?manufacturer=%00&size=${LONE_IN_URL}&page=-1`,
  `/pool-detail/${encodeURIComponent("1' OR '1'='1")}`,
  '/pool-detail/99999999999999999999',
  '/pool/%00',
  '/%ZZ',
  '/blog/%E0%A4%A',
  `/estimate?poolName=${encodeURIComponent('<script>alert(1)</script>')}&sourcePage=%00`,
  `/${'a'.repeat(4000)}`,
  '/og?title=%00',
]

const PUBLIC_POSTS = [
  '/api/estimates',
  '/api/failure-notification',
  '/api/analytics/page-view',
  '/api/landing-pages/test-landing/track-view',
  '/api/admin/login',
  '/api/admin/logout',
]

const ADMIN_GETS = [
  '/api/admin/verify',
  '/api/admin/dashboard',
  '/api/admin/estimates?q=%00&branch=%00&status=%00',
  '/api/admin/estimates?from=0000-01-01&to=9999-12-31',
  `/api/admin/estimates?q=${LONE_IN_URL}${encodeURIComponent(EMOJI_150)}&sort=%00&limit=1e309&cursor=%ZZ`,
  '/api/admin/estimates/export?from=0000-01-01&q=%00',
  '/api/admin/estimates/1',
  '/api/admin/estimates/%00',
  '/api/admin/estimates/1/comments',
  '/api/admin/contacts?q=%00&from=0000-01-01&to=9999-12-31',
  '/api/admin/contacts/export?q=%00',
  '/api/admin/contacts/1',
  '/api/admin/appointments?from=0000-01-01&to=9999-12-31&q=%00',
  '/api/admin/appointments/1',
  '/admin/estimates?q=%00&branch=%00&from=0000-01-01&to=9999-12-31',
  '/admin/contacts?q=%00&from=0000-01-01',
  `/admin/spam?q=${LONE_IN_URL}`,
  '/admin/audit?q=%00&from=0000-01-01',
]

const ADMIN_WRITES: Array<[string, string]> = [
  ['PATCH', '/api/admin/estimates/1'],
  ['PATCH', '/api/admin/estimates/1/details'],
  ['POST', '/api/admin/estimates/1/comments'],
  ['PATCH', '/api/admin/contacts/1'],
  ['PATCH', '/api/admin/appointments/1'],
  ['POST', '/api/admin/appointments'],
  ['POST', '/api/admin/uploads?kind=pools'],
]

/** Server actions of this build, each with a page that serves it. */
function serverActions(): Array<{ id: string; page: string; name: string }> {
  const dist = process.env.NEXT_DIST_DIR ?? '.next-e2e'
  const file = path.join(dist, 'server', 'server-reference-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>
  }
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0] ?? 'app/(site)/page'
    const page =
      worker
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\[\.\.\.[^\]]+\]/g, 'x')
        .replace(/\[[^\]]+\]/g, '1') || '/'
    return { id, page, name: entry.exportedName ?? id }
  })
}

const ACTION_BODIES: Array<[string, string]> = [
  ['[]', '[]'],
  ['[NUL]', JSON.stringify([NUL])],
  ['[wrong types]', JSON.stringify([{ a: 1 }, 'x', -1, null, [LONE]])],
  // A record id no test owns: some actions need nothing but an id (resetPasswordAction(1) would
  // reset the demo admin's password under every spec that runs after this one).
  ['[hostile object]', JSON.stringify([2147483000, hostileObject(`x${NUL}${LONE}`)])],
  ['not JSON', '[{"a":'],
  ['object', '{}'],
]

function casesFor(role: string, token: string | undefined): Case[] {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const cases: Case[] = []
  const gets = role === 'anonymous' ? PUBLIC_GETS : []
  for (const url of [...gets, ...ADMIN_GETS]) {
    cases.push({ name: `${role} GET ${url.slice(0, 80)}`, method: 'GET', url, headers: auth })
  }
  const posts: Array<[string, string]> = [
    ...(role === 'anonymous' ? PUBLIC_POSTS.map((url): [string, string] => ['POST', url]) : []),
    ...ADMIN_WRITES,
  ]
  for (const [method, url] of posts) {
    for (const [label, body] of jsonBodies) {
      cases.push({
        name: `${role} ${method} ${url} ${label}`,
        method,
        url,
        headers: {
          ...auth,
          'content-type': 'application/json',
          'idempotency-key': `hostile-${Math.random()}`,
        },
        body,
      })
    }
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      cases.push({
        name: `${role} ${method} ${url} as ${type}`,
        method,
        url,
        headers: { ...auth, 'content-type': type },
        body: 'a=%00&b=--x--',
      })
    }
    for (const wrong of ['PUT', 'DELETE', 'OPTIONS', 'PATCH', 'GET']) {
      if (wrong !== method) cases.push({ name: `${role} ${wrong} ${url}`, method: wrong, url, headers: auth })
    }
  }
  for (const action of serverActions()) {
    for (const [label, body] of ACTION_BODIES) {
      cases.push({
        name: `${role} action ${action.name} on ${action.page} ${label}`,
        method: 'POST',
        url: action.page,
        headers: {
          ...auth,
          'next-action': action.id,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
        },
        body,
      })
    }
  }
  return cases
}

/** Forged or garbled headers on a handful of routes. */
const FORGED_HEADERS: Array<Record<string, string>> = [
  { 'x-forwarded-for': "' OR 1=1 --, <script>, ::ffff:999.1.1.1" },
  { 'x-pools-peer-address': '1.2.3.4' },
  { authorization: 'Bearer ' + 'A'.repeat(4000) },
  { authorization: 'Basic %00' },
  { cookie: 'admin_session=%00%ff; admin_session=x' },
  { 'content-length': '0', 'content-type': 'application/json' },
  { accept: 'text/x-component', rsc: '1', 'next-router-state-tree': '%ZZ' },
  { 'next-action': 'not-an-action-id' },
  { host: 'evil.example' },
]

let sent = 0

async function send(api: APIRequestContext, item: Case): Promise<number> {
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  const response = await api.fetch(item.url, {
    method: item.method,
    headers: { 'x-forwarded-for': ip, ...item.headers },
    data: item.body,
    timeout: ANSWER_WITHIN_MS,
    maxRedirects: 0,
    failOnStatusCode: false,
  })
  sent++
  return response.status()
}

async function sweep(api: APIRequestContext, cases: Case[]) {
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]
      if (!item) break
      try {
        const status = await send(api, item)
        if (status >= 500) failures.push(`${status} ${item.name}`)
      } catch (error) {
        failures.push(
          `no answer: ${item.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return failures
}

async function signIn(api: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await api.post('/api/admin/login', {
    data: credentials,
    headers: { 'x-forwarded-for': `198.18.0.${Math.floor(Math.random() * 250) + 1}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Creates a staff member of a role through the admin's own form; returns the one-time password. */
async function createStaff(browser: Browser, adminToken: string, role: 'operations' | 'sales') {
  const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${adminToken}` } })
  const page = await context.newPage()
  await page.request.post('/api/admin/login', { data: ADMIN, headers: { 'x-forwarded-for': '198.18.1.1' } })
  const username = `hostile-${role}-${Date.now().toString(36)}`
  await page.goto('/admin/users/new')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(`${username}@example.test`)
  await page.getByLabel('Role').selectOption(role)
  await page.getByRole('button', { name: 'Create user' }).click()
  const password = (await page.getByTestId('new-password').textContent())?.trim() ?? ''
  await context.close()
  return { username, password }
}

test.describe('hostile requests to every route handler and server action', () => {
  test.describe.configure({ mode: 'serial' })

  test('none of them gets a 5xx or hangs, anonymous and as each role', async ({
    playwright,
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000)
    const api = await playwright.request.newContext({ baseURL })
    const adminToken = await signIn(api, ADMIN)
    const roles: Array<[string, string | undefined]> = [
      ['anonymous', undefined],
      ['admin', adminToken],
    ]
    for (const role of ['operations', 'sales'] as const) {
      roles.push([role, await signIn(api, await createStaff(browser, adminToken, role))])
    }
    const cases = roles.flatMap(([role, token]) => casesFor(role, token))
    for (const headers of FORGED_HEADERS) {
      for (const url of ['/', '/api/pools', '/api/estimates', '/api/admin/verify', '/admin/estimates']) {
        cases.push({ name: `forged ${Object.keys(headers).join(',')} ${url}`, method: 'GET', url, headers })
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(500)
    const failures = await sweep(api, cases)
    expect(failures, `${failures.length} of ${cases.length} requests failed`).toEqual([])
    expect(sent).toBe(cases.length)
    await api.dispose()
  })
})

/** Raw bytes to the server, for what a normal client refuses to send. */
function raw(
  port: number,
  text: string,
  waitMs = 10_000,
): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ status: Number(answer.split(' ')[1] ?? 0), text: answer, ms: Date.now() - started })
    }
    const timer = setTimeout(done, waitMs)
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      if (answer.includes('\r\n\r\n')) done()
    })
    socket.on('close', done)
    socket.on('error', done)
    socket.write(text)
  })
}

test.describe('the cases of issue 23, one by one', () => {
  const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? 'http://127.0.0.1:3100').port)

  test('TRACE on any path is 405, not 500', async ({ request }) => {
    for (const url of ['/', '/api/estimates', '/admin/estimates']) {
      const response = await request.fetch(url, { method: 'TRACE' })
      expect(response.status(), url).toBe(405)
      expect(response.headers()['allow']).toContain('GET')
    }
  })

  test('a body announced far above the limit is refused at once, unread; a slow body times out', async ({
    baseURL,
  }) => {
    const port = portOf(baseURL)
    const huge = await raw(
      port,
      'POST /api/estimates HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{}',
    )
    expect(huge.status).toBe(413)
    expect(huge.ms).toBeLessThan(2_000)
    const over = await raw(
      port,
      `POST /api/estimates HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${64 * 1024 + 1}\r\n\r\n{}`,
    )
    expect(over.status).toBe(413)
    const slow = await raw(
      port,
      'POST /api/estimates HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      20_000,
    )
    expect(slow.status).toBe(408)
  })

  test('redirects and uploads carry the security headers; uploads keep their own policy', async ({
    request,
  }) => {
    for (const [url, target] of [
      ['/pool/1', '/pool-detail/1'],
      ['/above-ground', '/above-ground-pools'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers()['location']).toContain(target)
      expect(response.headers()['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    }
    const upload = await request.get('/uploads/pools/2026/01/00000000-0000-4000-8000-000000000000.webp')
    expect(upload.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(upload.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('one page view with a NUL byte does not stop the page views after it', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
    const api = await playwright.request.newContext({ baseURL })
    const token = await signIn(api, ADMIN)
    const storedViews = async () => {
      const response = await api.get('/api/admin/dashboard', {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as { pageViews: { last7: number } }).pageViews.last7
    }
    const before = await storedViews()
    const bad = await request.post('/api/analytics/page-view', {
      data: { path: `/x${NUL}` },
      headers: { 'user-agent': agent },
    })
    expect(bad.status()).toBe(204)
    for (let i = 0; i < 3; i++) {
      const good = await request.post('/api/analytics/page-view', {
        data: { path: `/after-${i}` },
        headers: { 'user-agent': agent },
      })
      expect(good.status()).toBe(204)
    }
    // Written within a few seconds by the flush job: the bad one cleaned, the others after it.
    await expect.poll(storedViews, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 4)
    await api.dispose()
  })

  test('a lead and a caught bot get answers alike, with opaque ids', async ({ request }) => {
    const ip = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` })
    const lead = {
      firstName: 'Opaque Check',
      phone: '3525550111',
      requestType: 'contact',
      email: 'o@example.com',
      message: 'Please call me about a pool.',
    }
    const bot = await request.post('/api/estimates', {
      data: { ...lead, website: 'http://spam.example' },
      headers: ip(),
    })
    const unsigned = await request.post('/api/estimates', { data: lead, headers: ip() })
    for (const answer of [bot, unsigned]) {
      expect(answer.status()).toBe(201)
      const body = (await answer.json()) as { id: unknown }
      expect(String(body.id)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    }
  })

  test('an Idempotency-Key reused with another payload is 422', async ({ request }) => {
    const headers = { 'idempotency-key': `hostile-reuse-${Date.now()}`, 'x-forwarded-for': '198.51.100.77' }
    const first = await request.post('/api/estimates', {
      data: { firstName: 'Reuse One', phone: '3525550112' },
      headers,
    })
    expect(first.status()).toBe(201)
    const second = await request.post('/api/estimates', {
      data: { firstName: 'Reuse Two', phone: '3525550112' },
      headers,
    })
    expect(second.status()).toBe(422)
  })
})
