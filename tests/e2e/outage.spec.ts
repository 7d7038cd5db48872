/**
 * The database goes away mid-run and comes back. A dedicated `next start` of the e2e build runs on
 * PostgreSQL through a small TCP proxy that the test cuts and restores: while it is cut, a page the
 * cache holds is still served from it, other pages answer the site's "unavailable" page with every
 * office's phone and 503, a lead gets a clear 503
 * that the contact form shows as the spec's failure toast, and once it is back everything works
 * again with every acknowledged lead stored. Needs TEST_DATABASE_URL (CI sets it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'
import { DEFAULT_OFFICES } from '@/content/company'
import { MIN_FILL_MS } from './lead-helpers'

const SERVER_URL = process.env.TEST_DATABASE_URL

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  let port = 0
  return {
    get port() {
      return port
    },
    listen: () =>
      new Promise<void>((resolve) => {
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as net.AddressInfo).port
          resolve()
        })
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function admin<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

test.describe('a database outage', () => {
  test.skip(!SERVER_URL, 'TEST_DATABASE_URL is not set: the outage test needs a PostgreSQL server to cut off')
  test.describe.configure({ mode: 'serial' })

  let server: ChildProcess | undefined
  let proxy: ReturnType<typeof cuttableProxy>
  let base = ''
  let databaseUrl = ''
  const database = `pools_outage_${Date.now().toString(36)}`

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const serverUrl = new URL(SERVER_URL ?? '')
    await admin(serverUrl.toString(), (client) => client.query(`CREATE DATABASE ${database}`))
    const direct = new URL(serverUrl)
    direct.pathname = `/${database}`
    databaseUrl = direct.toString()
    proxy = cuttableProxy(direct)
    await proxy.listen()
    const viaProxy = new URL(direct)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn('next', ['start', '-p', String(port)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
        DATABASE_URL: viaProxy.toString(),
        SEED_DEMO_DATA: 'true',
        IP_HASH_SECRET: 'e2e-outage-secret-never-in-production',
        DEMO_ADMIN_PASSWORD: 'e2e-Admin-Password-1',
        SITE_URL: base,
        TRUST_PROXY_HOPS: '1',
        LOG_LEVEL: 'error',
        PG_POOL_SIZE: '4',
      },
      stdio: 'ignore',
    })
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 150_000,
      })
      .toBe(200)
  })

  test.afterAll(async () => {
    test.setTimeout(90_000)
    // Cut the server off first, so it cannot open connections while its database is dropped.
    await proxy?.cut()
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    await admin(SERVER_URL ?? '', (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    )
  })

  test('pages say so with the phones and 503, leads get a clear 503, and all works again after', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000)
    const api = await playwright.request.newContext({ baseURL: base })
    const token = ((await (await api.get('/api/form-token')).json()) as { token: string }).token
    const acknowledged: string[] = []
    const sendLead = async (name: string) => {
      const response = await api.post('/api/estimates', {
        data: { firstName: name, phone: '3525550190', requestType: 'estimate', formToken: token },
        headers: { 'x-forwarded-for': `198.51.100.${acknowledged.length + 10}` },
      })
      if (response.status() === 201) acknowledged.push(name)
      return response
    }
    // A kept-alive connection the server closed while idle can reset the next request: a poll
    // counts that as "no answer yet" and asks again.
    const statusOf = async (path: string) => (await api.get(path).catch(() => null))?.status() ?? 0
    await page.waitForTimeout(MIN_FILL_MS)
    expect((await sendLead('Outage Before')).status()).toBe(201)
    // A homeowner browsed the pools before the outage: the page is in the cache.
    expect((await api.get('/pools')).status()).toBe(200)

    // A visitor has the contact page open and fills the form in.
    await page.goto(`${base}/contact`)
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name').fill('Olive Outage')
    await form.getByLabel('Email').fill('olive@example.com')
    await form.getByLabel('Phone').fill('3525550191')
    await form.getByLabel('Message').fill('Please call me about a pool during the outage.')
    await page.waitForTimeout(MIN_FILL_MS)

    await proxy.cut()

    // Pages nothing has rendered yet (the contact page's links may have had / prefetched, so
    // cached), and one never cached (the blog list reads the request).
    for (const path of ['/pool-detail/7', '/blog']) {
      await expect.poll(() => statusOf(path), { timeout: 20_000 }).toBe(503)
      const response = await api.get(path)
      const html = await response.text()
      for (const office of DEFAULT_OFFICES) expect(html, path).toContain(office.phone)
    }
    // The cached page is still served during the outage, from the cache, as it was.
    const poolsDuring = await api.get('/pools')
    expect(poolsDuring.status()).toBe(200)
    expect(poolsDuring.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(await poolsDuring.text()).toContain('<h1')

    const refused = await sendLead('Outage During')
    expect(refused.status()).toBe(503)
    expect(((await refused.json()) as { message: string }).message).toMatch(/could not save your request/)

    // The form shows the spec's failure toast with the server's message.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Submission failed')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/could not save your request|unavailable/).first()).toBeVisible()

    // A visitor browsing the cached pools page sees it as usual.
    await page.goto(`${base}/pools`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('site-unavailable')).toHaveCount(0)

    // The error page itself, as a visitor sees it on a page the cache does not hold.
    await page.goto(`${base}/pool-detail/7`)
    await expect(page.getByTestId('site-unavailable')).toBeVisible()
    await expect(page.getByTestId('unavailable-phone')).toHaveCount(DEFAULT_OFFICES.length)

    await proxy.listen()
    await expect.poll(() => statusOf('/pool-detail/7'), { timeout: 30_000 }).toBe(200)
    expect((await api.get('/pools')).status()).toBe(200)
    expect((await sendLead('Outage After')).status()).toBe(201)

    const stored = await admin(databaseUrl, async (client) => {
      const result = await client.query<{ first_name: string }>(
        `SELECT first_name FROM estimate_requests WHERE first_name LIKE 'Outage %'`,
      )
      return result.rows.map((row) => row.first_name).sort()
    })
    expect(stored).toEqual([...acknowledged].sort())
    await api.dispose()
  })
})
