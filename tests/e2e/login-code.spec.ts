/**
 * A staff member whose account is under attack signs in from a new address with the code e-mailed
 * to them (issue 34). A dedicated `next start` of the e2e build runs on a fresh embedded database
 * with its mail going to an SMTP server on loopback in this test, so the code is read from the
 * e-mail as the person reads it. The same server shows that the embedded database got a random
 * secret of its own at its first start, kept in its folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { expect, test } from '@playwright/test'

const ADMIN = { username: 'admin', password: 'e2e-Login-Code-Admin-1' }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.describe('signing in with an e-mailed code while the account is under attack', () => {
  test.describe.configure({ mode: 'serial' })

  const received: ParsedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  let server: ChildProcess | undefined
  let base = ''
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-login-code-'))

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.address() as net.AddressInfo).port
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEMO_ADMIN_PASSWORD: ADMIN.password,
      SITE_URL: base,
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'error',
    }
    // The embedded default: no secret set, one is made at the first start.
    delete env.IP_HASH_SECRET
    delete env.DATABASE_URL
    server = spawn('next', ['start', '-p', String(port)], { env, stdio: 'ignore' })
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 150_000,
      })
      .toBe(200)
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('the embedded database has a random secret of its own, made at its first start', () => {
    const secret = fs.readFileSync(path.join(dataDir, 'pglite', '.server-secret'), 'utf8')
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.statSync(path.join(dataDir, 'pglite', '.server-secret')).mode & 0o777).toBe(0o600)
  })

  test('strangers pass the username limit; the rep signs in from a new address with the code from the e-mail', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const api = await playwright.request.newContext()

    // The admin creates the rep through the users form.
    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.40.2' } })
    const adminPage = await adminContext.newPage()
    await adminPage.request.post(`${base}/api/admin/login`, { data: ADMIN })
    const username = `rep-${Date.now().toString(36)}`
    await adminPage.goto(`${base}/admin/users/new`)
    // Typed before React has hydrated the form, the letters would be reset by its state.
    await adminPage.waitForFunction(() => {
      const form = document.querySelector('main form')
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'))
    })
    await adminPage.getByLabel('Username').pressSequentially(username, { delay: 10 })
    await adminPage.getByLabel('Email').pressSequentially(`${username}@example.test`, { delay: 10 })
    await adminPage.getByLabel('Role').selectOption('sales')
    await adminPage.getByRole('button', { name: 'Create user' }).click()
    const password = (await adminPage.getByTestId('new-password').textContent())?.trim() ?? ''
    expect(password.length).toBeGreaterThan(8)
    await adminContext.close()

    // Strangers try 36 passwords for the rep from 9 addresses.
    for (let a = 0; a < 9; a++) {
      for (let i = 0; i < 4; i++) {
        const guess = await api.post(`${base}/api/admin/login`, {
          data: { username, password: `guess-${a}-${i}` },
          headers: { 'x-forwarded-for': `198.19.${a}.${i + 1}` },
        })
        expect([401, 202]).toContain(guess.status())
      }
    }

    // The rep, on a laptop at a new address, signs in as usual.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.41.7' } })
    const page = await context.newPage()
    await page.goto(`${base}/admin-login`)
    await page.getByLabel('Username').pressSequentially(username, { delay: 20 })
    await page.getByLabel('Password', { exact: true }).pressSequentially(password, { delay: 20 })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Check your e-mail')).toBeVisible()
    await expect(page.getByText(/we have e-mailed a 6-digit code/)).toBeVisible()
    const codeField = page.getByLabel('Sign-in code')
    await expect(codeField).toBeFocused()

    // The code arrives by e-mail, through the outbox.
    await expect
      .poll(() => received.find((mail) => mail.to && JSON.stringify(mail.to).includes(username)), {
        timeout: 30_000,
      })
      .toBeTruthy()
    const mail = received.find((m) => JSON.stringify(m.to).includes(username))
    const code = mail?.text?.match(/is (\d{6})\./)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(mail?.subject).toBe(`Your sign-in code: ${code}`)

    // A slip of the finger first: the field says what is wrong and how many tries are left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await codeField.pressSequentially(wrong, { delay: 40 })
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is not right. 4 tries left.' }),
    ).toBeVisible()
    await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    await codeField.fill('')
    await codeField.pressSequentially(code, { delay: 40 })
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.waitForURL('**/admin/my-day')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'admin_session')).toMatchObject({
      httpOnly: true,
    })

    // The laptop is known now: next time the password is enough.
    const again = await api.post(`${base}/api/admin/login`, {
      data: { username, password },
      headers: { 'x-forwarded-for': '198.18.41.7' },
    })
    expect(again.status()).toBe(200)
    await context.close()
    await api.dispose()
  })
})
