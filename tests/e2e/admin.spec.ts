/**
 * The admin area end to end: the login screen (to the letter, axe), login with returnUrl, guarded
 * routes showing the login inline and bringing the user back, the leads desk (filters, sorts, a
 * status change, a comment, the CSV download, a stale change refused), the contacts and
 * appointments desks, the suspected spam screen, logout, and the security headers. The demo
 * admin is 'admin' with DEMO_ADMIN_PASSWORD (playwright.config.ts).
 * Leads are created through the public intake (POST /api/estimates), each test with its own
 * client address and names, so tests do not depend on each other.
 */
import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { AXE_TAGS } from './a11y-helpers'
import { createLead, freshFormToken, sendLead, signIn, unique, useOwnAddress } from './admin-helpers'
import { ADMIN } from './demo-admin'

test.describe('login screen', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('has every element of the spec and no axe violations', async ({ page }) => {
    const response = await page.goto('/admin-login')
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expect(page.getByLabel('Username')).toBeVisible()
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page.getByText('Your session will expire after 24 hours of inactivity.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByText('Contact your system administrator')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Main Site' })).toHaveAttribute('href', '/')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })

  test('missing fields and a wrong password give the spec toasts; no token is stored in the browser', async ({
    page,
  }) => {
    await page.goto('/admin-login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Please enter both username and password')).toBeVisible()
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Login Failed')).toBeVisible()
    await expect(page.getByText('Invalid username or password')).toBeVisible()
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/token/i)
  })

  test('signs in and goes to the returnUrl, with the session in an httpOnly cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/admin-login?returnUrl=%2Fadmin%2Fcontacts')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin/contacts')
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === 'admin_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session')
  })

  test('a returnUrl leading off the site is ignored: the dashboard opens instead', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/admin-login?returnUrl=${encodeURIComponent('/\t/evil.example/x')}`)
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin-dashboard')
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    // Already signed in, the login page redirects on the server: the same rule applies there.
    for (const hostile of ['/\\evil.example', '/%0a/evil.example', 'https://evil.example']) {
      await page.goto(`/admin-login?returnUrl=${encodeURIComponent(hostile)}`)
      await page.waitForURL('**/admin-dashboard')
    }
  })

  test('without a returnUrl it opens the dashboard', async ({ page }) => {
    await page.goto('/admin-login')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New leads per week' })).toBeVisible()
  })

  test('sent before its script runs, the form never puts the password in the address', async ({
    browser,
  }) => {
    // Without JavaScript the form is what a slow phone has before the page's scripts start.
    const context = await browser.newContext({ javaScriptEnabled: false })
    await useOwnAddress(context)
    const page = await context.newPage()
    await page.goto('/admin-login')
    await page.getByLabel('Username').pressSequentially('someone', { delay: 30 })
    await page.getByLabel('Password', { exact: true }).pressSequentially('not-in-the-url-1', { delay: 30 })
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.waitForLoadState('load')
    expect(page.url()).not.toContain('not-in-the-url-1')
    expect(page.url()).not.toContain('password')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await context.close()
  })
})

test.describe('guarded routes', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  for (const path of ['/admin-dashboard', '/admin/estimates', '/admin/contacts', '/admin/admin-estimates']) {
    test(`${path} shows the login in place of the content without a session`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(path)
      const html = (await response?.text()) ?? ''
      expect(html).not.toContain('data-testid="lead-row"')
      expect(html).not.toContain('Export CSV')
    })
  }

  test('signing in on the inline login brings the user back to the page', async ({ page }) => {
    await page.goto('/admin/admin-estimates?status=pending')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible()
    expect(page.url()).toContain('/admin/admin-estimates?status=pending')
    await expect(page.getByLabel('Status')).toHaveValue('pending')
  })

  test('logout ends the session and deletes the cookie', async ({ page, context }) => {
    await signIn(page)
    // The admin frame renews the cookie of a valid session (GET /api/admin/verify).
    const renewal = page.waitForResponse((r) => r.url().endsWith('/api/admin/verify'))
    await page.goto('/admin-dashboard')
    await expect(page.getByTestId('admin-username')).toHaveText('admin')
    expect(await (await renewal).headerValue('set-cookie')).toMatch(
      /^admin_session=[\w-]{43}; .*Max-Age=86400/,
    )
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL('**/admin-login')
    expect((await context.cookies()).map((c) => c.name)).not.toContain('admin_session')
    await page.goto('/admin/estimates')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    expect((await page.request.get('/api/admin/verify')).status()).toBe(401)
  })

  test('a cookie whose session ended elsewhere is deleted, never extended', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page)
    const token = (await context.cookies()).find((c) => c.name === 'admin_session')?.value
    expect(token).toMatch(/^[\w-]{43}$/)
    // Ended from another client (as expiry or deactivation would): the browser still holds the cookie.
    const ended = await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } })
    expect(ended.status()).toBe(200)
    expect((await context.cookies()).map((c) => c.name)).toContain('admin_session')

    const response = await page.goto('/admin-dashboard')
    // The proxy does not extend it: the page's response sets no cookie.
    expect((await response?.headerValue('set-cookie')) ?? '').not.toContain('admin_session=')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('admin_session')
  })
})

test.describe('a session that ends while a page is open', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('the next save shows the login screen in place of the record', async ({ page, context, request }) => {
    const name = unique('Ended')
    const id = await createLead(page.request, { firstName: name, requestType: 'estimate' })
    await signIn(page)
    // The page checks its session once as it loads; ending it before that check would show the
    // login at once (as it should), not at the save (the test once failed that way, 24 November).
    const checked = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/admin/verify' &&
        (r.request().headers()['referer'] ?? '').includes(`/admin/estimates/${id}`),
    )
    await page.goto(`/admin/estimates/${id}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect((await checked).status()).toBe(200)
    // Ended from another client (as signing out elsewhere, deactivation or expiry would).
    const token = (await context.cookies()).find((c) => c.name === 'admin_session')?.value
    const ended = await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } })
    expect(ended.status()).toBe(200)

    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0)
    await expect(page.getByTestId('admin-username')).toHaveCount(0)
  })
})

test.describe('leads desk', () => {
  // The longest flows of the suite (filters, CSV, a lead's page): slow on a busy shared machine.
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('filters, a status change, a comment, the history and the CSV download', async ({ page }) => {
    const name = unique('Zed')
    const first = await createLead(page.request, {
      firstName: `${name} Alpha`,
      email: `${name.toLowerCase()}@example.com`,
      requestType: 'estimate',
      sourcePage: 'pools',
      nearestBranch: 'orlando',
      message: '=HYPERLINK("http://evil.example")',
      attribution: { utmSource: 'google', utmCampaign: 'spring-sale' },
    })
    await createLead(page.request, {
      firstName: `${name} Beta`,
      requestType: 'appointment',
      sourcePage: 'home',
      nearestBranch: 'ocala',
    })
    await signIn(page)
    await page.goto('/admin/estimates')
    await page.getByLabel('Search').fill(name)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('lead-row')).toHaveCount(2)
    await page.getByLabel('Type').selectOption('appointment')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await expect(page.getByTestId('lead-row')).toContainText(`${name} Beta`)
    await page.getByLabel('Type').selectOption('')
    await page.getByText('More filters').click()
    await page.getByLabel('Branch').selectOption('orlando')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await expect(page.getByTestId('lead-row')).toContainText(`${name} Alpha`)

    // The CSV of the filtered list.
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${name} Alpha`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)

    // The lead page: every field, attribution, status change, comment, history.
    await page.getByRole('link', { name: `${name} Alpha` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${name} Alpha` })).toBeVisible()
    await expect(page.getByText('spring-sale')).toBeVisible()
    await expect(page.getByText('Orlando Office', { exact: false }).first()).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByText('Lead updated.').first()).toBeVisible()
    await expect(page.getByTestId('history')).toContainText('admin changed the status from New to Contacted')
    await page.getByLabel('Add a comment').fill('Called, will visit Tuesday.')
    await page.getByRole('button', { name: 'Add comment' }).click()
    await expect(page.getByTestId('lead-comment')).toContainText('Called, will visit Tuesday.')
    await expect(page.getByTestId('lead-comment')).toContainText('admin')
    await page.getByLabel('Status', { exact: true }).selectOption('lost')
    await expect(page.getByLabel('Reason lost')).toBeVisible()
    await page.getByLabel('Reason lost').selectOption({ label: 'Chose a concrete or vinyl pool' })
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByTestId('history')).toContainText(
      'recorded the reason lost: Chose a concrete or vinyl pool',
    )
    expect(page.url()).toContain(`/admin/estimates/${first}`)
  })

  test('sorts by name and by last status change', async ({ page }) => {
    const name = unique('Sorty')
    for (const suffix of ['Charlie', 'Alpha', 'Bravo']) {
      await createLead(page.request, { firstName: `${name} ${suffix}`, requestType: 'estimate' })
    }
    await signIn(page)
    await page.goto(`/admin/estimates?q=${name}`)
    await page.getByText('More filters').click()
    await page.getByLabel('Sort', { exact: true }).selectOption('name-az')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('lead-row')).toHaveText([/Alpha/, /Bravo/, /Charlie/])
    await page.getByLabel('Sort', { exact: true }).selectOption('name-za')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('lead-row')).toHaveText([/Charlie/, /Bravo/, /Alpha/])
    // Move Alpha: it becomes the latest status change.
    await page.getByRole('link', { name: `${name} Alpha` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${name} Alpha` })).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByTestId('history')).toContainText('from New to Contacted')
    await page.goto(`/admin/estimates?q=${name}&sort=status-recent`)
    await expect(page.getByTestId('lead-row').first()).toContainText(`${name} Alpha`)
    await expect(page.getByTestId('lead-row').first()).toContainText('since')
  })

  test('a change made on a lead a colleague changed meanwhile is refused, not applied', async ({
    page,
    context,
  }) => {
    const name = unique('Race')
    const id = await createLead(page.request, { firstName: name, requestType: 'estimate' })
    await signIn(page)
    await page.goto(`/admin/estimates/${id}`)
    const colleague = await context.newPage()
    await colleague.goto(`/admin/estimates/${id}`)
    await colleague.getByLabel('Status', { exact: true }).selectOption('contacted')
    await colleague.getByRole('button', { name: 'Update status' }).click()
    await expect(colleague.getByTestId('history')).toContainText('from New to Contacted')

    await page.getByLabel('Status', { exact: true }).selectOption('quoted')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByTestId('form-status')).toContainText(
      'This record was changed by someone else since you opened it. Reload to see their changes.',
    )
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted')
    // After a reload both of my forms save one after the other (they share the lead's version).
    await page.getByLabel('Status', { exact: true }).selectOption('quoted')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByTestId('history')).toContainText('from Contacted to Quoted')
    await page.getByLabel('Sales rep').selectOption('admin')
    await page.getByRole('button', { name: 'Assign rep' }).click()
    await expect(page.getByTestId('history')).toContainText('assigned the lead to admin')
  })

  test('leads with the same phone or e-mail are flagged and linked', async ({ page }) => {
    const name = unique('Dup')
    const phone = `(561) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`
    const a = await createLead(page.request, { firstName: `${name} One`, phone, requestType: 'estimate' })
    await createLead(page.request, { firstName: `${name} Two`, phone, requestType: 'estimate' })
    await signIn(page)
    await page.goto(`/admin/estimates?q=${name}`)
    await expect(page.getByTestId('lead-row').first()).toContainText('Same phone or e-mail as 1 other lead')
    await page.goto(`/admin/estimates/${a}`)
    await expect(page.getByText(/Possible duplicate/)).toBeVisible()
    await page.getByRole('link', { name: new RegExp(`${name} Two`) }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${name} Two` })).toBeVisible()
  })
})

test.describe('contacts and appointments desks', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('a contact message: filter, status to replied, notes', async ({ page }) => {
    const name = unique('Cora')
    await createLead(page.request, {
      firstName: name,
      email: `${name.toLowerCase()}@example.com`,
      message: 'Please call me about resurfacing my pool.',
      requestType: 'contact',
      sourcePage: 'contact',
    })
    await signIn(page)
    await page.goto('/admin/contacts')
    await page.getByLabel('Search').fill(name)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('contact-row')).toHaveCount(1)
    await page.getByLabel('Status').selectOption('closed')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('contact-row')).toHaveCount(0)
    await page.goto(`/admin/contacts?q=${name}`)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('replied')
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByTestId('history')).toContainText('changed the status from New to Replied')
    await page.getByLabel('Internal notes').fill('Replied by phone, quote sent.')
    await page.getByRole('button', { name: 'Save notes' }).click()
    await expect(page.getByTestId('history')).toContainText(
      'updated the notes: Replied by phone, quote sent.',
    )
    await page.goto(`/admin/contacts?q=${name}&status=replied`)
    await expect(page.getByTestId('contact-row')).toContainText('Replied by phone')
  })

  test('an appointment: date and time, confirmed, filtered by status', async ({ page }) => {
    const name = unique('Abe')
    await createLead(page.request, {
      firstName: name,
      requestType: 'appointment',
      address: '1 Lake Dr, Ocala',
    })
    await signIn(page)
    await page.goto(`/admin/admin-estimates?q=${name}`)
    await expect(page.getByTestId('appointment-row')).toHaveCount(1)
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // Confirming without a date is refused with a clear message.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('confirmed')
    await page.getByRole('button', { name: 'Save appointment' }).click()
    await expect(
      page.getByText('Set the date and time before confirming the appointment.').first(),
    ).toBeVisible()
    await page.getByLabel('Date and time (Eastern)').fill('2030-04-18T10:30')
    await page.getByRole('combobox', { name: 'Status' }).selectOption('confirmed')
    await page.getByRole('button', { name: 'Save appointment' }).click()
    await expect(page.getByTestId('history')).toContainText('set the date to Apr 18, 2030, 10:30 AM ET')
    await expect(page.getByTestId('history')).toContainText('from Pending to Confirmed')
    await page.goto(`/admin/admin-estimates?q=${name}&status=confirmed`)
    await expect(page.getByTestId('appointment-row')).toContainText('Apr 18, 2030, 10:30 AM ET')
  })
})

test.describe('suspected spam', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('held-back submissions are reviewed: not spam stores a lead, delete removes one', async ({ page }) => {
    const name = unique('Sam')
    const bot = unique('Bot')
    await sendLead(
      page.request,
      {
        firstName: name,
        email: `${name.toLowerCase()}@example.com`,
        requestType: 'estimate',
        sourcePage: 'pools',
        nearestBranch: 'orlando',
        message: 'Real person who types fast.',
      },
      await freshFormToken(page.request),
    )
    await createLead(page.request, {
      firstName: bot,
      email: 'bot@example.com',
      requestType: 'contact',
      message: 'Cheap pills, best prices online',
      website: 'http://spam.example',
    })
    await signIn(page)
    await page.goto('/admin/estimates')
    await page.getByRole('link', { name: /Suspected spam \([\d,]+\+? to review\)/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Suspected spam' })).toBeVisible()
    const row = page.getByTestId('spam-row').filter({ hasText: name })
    await expect(row).toContainText('Sent too fast: posted moments after the form was first used')
    await expect(row).toContainText('Real person who types fast.')
    const botRow = page.getByTestId('spam-row').filter({ hasText: bot })
    await expect(botRow).toContainText('the hidden “website” field held “http://spam.example”')
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    await row.getByRole('button', { name: `Not spam: ${name}` }).click()
    await page.getByRole('button', { name: 'Store as a lead' }).click()
    await expect(page.getByText(/Stored as lead #\d+/).first()).toBeVisible()
    await expect(page.getByTestId('spam-row').filter({ hasText: name })).toHaveCount(0)
    await botRow.getByRole('button', { name: `Delete ${bot}` }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByTestId('spam-row').filter({ hasText: bot })).toHaveCount(0)

    await page.getByRole('link', { name: 'Not spam', exact: true }).click()
    await page
      .getByTestId('spam-row')
      .filter({ hasText: name })
      .getByRole('link', { name: /Lead #\d+/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByTestId('history')).toContainText('admin marked it not spam')
    await expect(page.getByText('Orlando Office', { exact: false }).first()).toBeVisible()
  })

  test('several submissions are deleted at once after a confirmation', async ({ page }) => {
    const bots = [unique('Spambot'), unique('Spambot')]
    // A third one is not ticked: it stays, so the page still has rows for the header box below
    // whatever other tests left in the list.
    const keeper = unique('Spambot')
    for (const bot of [...bots, keeper])
      await createLead(page.request, {
        firstName: bot,
        email: 'bot@example.com',
        requestType: 'contact',
        message: 'Buy followers now, best prices',
        website: 'http://spam.example',
      })
    await signIn(page)
    await page.goto('/admin/spam')
    const bulk = page.getByTestId('spam-bulk')
    await expect(bulk.getByRole('button', { name: 'Delete selected' })).toBeDisabled()
    for (const bot of bots) await page.getByRole('checkbox', { name: `Select ${bot}` }).check()
    await expect(bulk).toContainText('2 submissions selected')
    await bulk.getByRole('button', { name: 'Delete selected (2)' }).click()
    await page.getByRole('button', { name: 'Delete 2 submissions' }).click()
    await expect(page.getByText('2 submissions deleted.')).toBeVisible()
    for (const bot of bots) await expect(page.getByTestId('spam-row').filter({ hasText: bot })).toHaveCount(0)
    await expect(page.getByTestId('spam-row').filter({ hasText: keeper })).toHaveCount(1)
    await expect(bulk.getByRole('button', { name: 'Delete selected' })).toBeDisabled()

    // The header box ticks the whole page; ticking it again clears it.
    const all = page.getByRole('checkbox', { name: 'Select every submission on this page' })
    await all.check()
    const rows = await page.getByTestId('spam-row').count()
    await expect(bulk).toContainText(`${rows} ${rows === 1 ? 'submission' : 'submissions'} selected`)
    await all.uncheck()
    await expect(bulk.getByRole('button', { name: 'Delete selected' })).toBeDisabled()
  })
})

test('security headers on public and admin responses', async ({ request }) => {
  const home = await request.get('/')
  const csp = home.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp).toContain('https://www.youtube-nocookie.com')
  expect(csp).toContain('https://www.googletagmanager.com')
  expect(csp).toContain("frame-ancestors 'self'")
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(home.headers()['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=()')
  expect(home.headers()['strict-transport-security']).toBeUndefined()
  const html = await home.text()
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
  expect(html).toContain(`nonce="${nonce}"`)
  const secure = await request.get('/admin-login', { headers: { 'x-forwarded-proto': 'https' } })
  expect(secure.headers()['strict-transport-security']).toContain('max-age=')
  expect(secure.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})
