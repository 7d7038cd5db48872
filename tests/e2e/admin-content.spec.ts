/**
 * Admin area II end to end: a pool created with an uploaded picture appears on /pools; field errors
 * and a refused stale edit; a post scheduled for a time already past appears on /blog; an office
 * phone changed in settings appears in the top banner; the user rules; axe on every screen.
 * Each test makes its own records (unique names) so tests do not depend on each other.
 */
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { AXE_TAGS } from './a11y-helpers'
import { signIn, useOwnAddress } from './admin-helpers'

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 190 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

// Uploads, builds of other work and two browsers at once make some of these slow on a busy machine.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

test('a pool created with an uploaded image shows on /pools', async ({ page }) => {
  const name = unique('E2E Lagoon')
  await page.goto('/admin/pools/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New pool' })).toBeVisible()

  // Errors land on the field, before anything is sent.
  await page.getByRole('button', { name: 'Create pool' }).click()
  const nameInput = page.getByLabel(/^Name/)
  await expect(nameInput).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await nameInput.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/Name is required/)
  await expect(nameInput).toBeFocused()

  await nameInput.fill(name)
  await page.getByLabel('Manufacturer').fill('Latham')
  await page.getByLabel('Series').fill('Crystal')
  await page.getByLabel('Size category').selectOption('Medium')
  await page.getByLabel('Shape').fill('Rectangle')
  await page.getByLabel('Dimensions').fill(`16' x 32'`)
  await page.getByLabel('Price (USD)').fill('61900')
  await page.getByLabel('Description').fill('A test pool made by the admin end-to-end test.')

  await page.getByTestId('pool-image-input').setInputFiles(await pngFile('pool.png'))
  await expect(page.getByTestId('pool-image')).toHaveCount(1)
  await expect(page.getByTestId('pool-image').getByText(/\/uploads\/pools\/.+\.webp/)).toBeVisible()
  // An image without alt text is refused on its field.
  await page.getByRole('button', { name: 'Create pool' }).click()
  await expect(page.getByLabel('Alt text for image 1')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Alt text for image 1').fill(`${name} seen from the deck`)
  await page.getByRole('button', { name: 'Create pool' }).click()
  await page.waitForURL(/\/admin\/pools\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible()

  const uploaded = await page
    .getByTestId('pool-image')
    .getByText(/\/uploads\/pools\//)
    .textContent()
  const file = await page.request.get(uploaded?.trim() ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')
  expect(file.headers()['cache-control']).toContain('immutable')

  // The gallery's free-text search finds the new pool (it is on the last page otherwise).
  await page.goto(`/pools?q=${encodeURIComponent(name)}`)
  await expect(page.getByText(name).first()).toBeVisible()
  const html = await page.content()
  expect(
    html.includes(uploaded?.trim() ?? '#') || html.includes(encodeURIComponent(uploaded?.trim() ?? '#')),
  ).toBe(true)
})

test('an upload of the wrong type is refused with a clear message', async ({ page }) => {
  await page.goto('/admin/pools/new')
  await page.getByTestId('pool-image-input').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a not really a png'),
  })
  await expect(page.getByText('Only JPEG, PNG and WebP images can be uploaded.')).toBeVisible()
  await expect(page.getByTestId('pool-image')).toHaveCount(0)
})

test('a stale edit is refused instead of overwriting a colleague', async ({ page, context }) => {
  const name = unique('E2E Stale')
  await page.goto('/admin/pools/new')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Create pool' }).click()
  await page.waitForURL(/\/admin\/pools\/\d+/)
  const url = page.url()

  const colleague = await context.newPage()
  await colleague.goto(url)
  await colleague.getByLabel('Model').fill('Changed by a colleague')
  await colleague.getByRole('button', { name: 'Save changes' }).click()
  await expect(colleague.getByTestId('form-status')).toContainText('saved')

  await page.getByLabel('Model').fill('My stale change')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('form-status')).toContainText(
    'This record was changed by someone else since you opened it. Reload to see their changes.',
  )
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Model')).toHaveValue('Changed by a colleague')
})

test('a post scheduled for a time already past appears on /blog at once', async ({ page }) => {
  const title = unique('E2E Scheduled Post')
  await page.goto('/admin/blog/new')
  await page.getByLabel('Title').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(/^e2e-scheduled-post-/)
  await page.getByLabel('Excerpt').fill('Written by the end-to-end test.')
  await page.getByLabel('Content').fill('## Hello\n\nThis post was **scheduled**.')
  await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('scheduled')
  await page.getByRole('button', { name: 'Create post' }).click()
  await page.waitForURL(/\/admin\/blog\/\d+/)

  await page.goto('/blog')
  await expect(page.getByText(title)).toHaveCount(0)

  // Edit: schedule it for a minute ago.
  await page.goBack()
  await page.getByLabel('Status').selectOption('scheduled')
  await page.getByRole('button', { name: 'Save post' }).click()
  await expect(page.getByLabel('Publish at')).toHaveAttribute('aria-invalid', 'true')
  const past = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(Date.now() - 60_000))
    .replace(' ', 'T')
  await page.getByLabel('Publish at').fill(past)
  await page.getByRole('button', { name: 'Save post' }).click()
  await expect(page.getByTestId('form-status')).toContainText('scheduled')

  await page.goto('/blog')
  await expect(page.getByText(title).first()).toBeVisible()
  const id = (await page.request.get('/test-blog').then((r) => r.text())).includes(title)
  expect(id).toBe(true)
})

test('an office phone changed in settings shows in the top banner', async ({ page, browser }) => {
  await page.goto('/admin/settings')
  const office = page.getByTestId('settings-office-record').filter({ hasText: 'Orlando Office' })
  await office.locator('summary').click()
  const phone = office.getByLabel('Phone')
  const original = await phone.inputValue()
  const changed = `(407) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`
  try {
    await phone.fill(changed)
    await office.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(office.getByTestId('form-status')).toContainText('saved')

    // A visitor in Orlando who has already allowed location sees the Orlando office.
    const visitor = await browser.newContext({
      geolocation: { latitude: 28.5383, longitude: -81.3792 },
      permissions: ['geolocation'],
    })
    const visit = await visitor.newPage()
    await visit.goto('/')
    await expect(visit.getByTestId('banner-office')).toHaveText('Orlando Office')
    await expect(visit.getByTestId('banner-phone')).toHaveText(changed)
    await visitor.close()
  } finally {
    await page.goto('/admin/settings')
    const again = page.getByTestId('settings-office-record').filter({ hasText: 'Orlando Office' })
    await again.locator('summary').click()
    await again.getByLabel('Phone').fill(original)
    await again.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(again.getByTestId('form-status')).toContainText('saved')
  }
})

test('a Google Business place id set in settings links the office to its Google reviews', async ({
  page,
}) => {
  await page.goto('/admin/settings?tab=locations')
  const listing = page.getByTestId('settings-location-record').filter({ hasText: 'Orlando' })
  await listing.locator('summary').click()
  const placeId = listing.getByLabel('Place id')
  const original = await placeId.inputValue()
  const real = `ChIJ${Date.now().toString(36)}e2eOrlando`
  try {
    // The demo data's ids stand for no real listing: the contact page links none.
    await page.goto('/contact')
    await expect(page.getByTestId('office-google-reviews')).toHaveCount(0)

    await page.goto('/admin/settings?tab=locations')
    const again = page.getByTestId('settings-location-record').filter({ hasText: 'Orlando' })
    await again.locator('summary').click()
    await again.getByLabel('Place id').fill(real)
    await again.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(again.getByTestId('form-status')).toContainText('saved')

    await page.goto('/contact')
    const card = page.getByTestId('office-card').filter({ hasText: 'Orlando Office' })
    await expect(card.getByTestId('office-google-reviews')).toHaveAttribute(
      'href',
      `https://search.google.com/local/reviews?placeid=${real}`,
    )
    await expect(page.getByTestId('office-google-reviews')).toHaveCount(1)
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(data.join('\n')).toContain(`https://www.google.com/maps/place/?q=place_id:${real}`)
  } finally {
    await page.goto('/admin/settings?tab=locations')
    const restore = page.getByTestId('settings-location-record').filter({ hasText: 'Orlando' })
    await restore.locator('summary').click()
    await restore.getByLabel('Place id').fill(original)
    await restore.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(restore.getByTestId('form-status')).toContainText('saved')
  }
})

test('user rules: a new user gets a one-time password; nobody demotes themselves out of admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const username = unique('e2e.user').replace(' ', '-')
  await page.goto('/admin/users/new')
  await page.getByLabel('Username').fill('ab')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(`${username}@example.test`)
  await page.getByLabel('Role').selectOption('operations')
  await page.getByRole('button', { name: 'Create user' }).click()
  const password = (await page.getByTestId('new-password').textContent())?.trim() ?? ''
  expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)

  // The new user can sign in with it, and cannot open users or settings.
  const other = await browser.newContext()
  await useOwnAddress(other)
  const otherPage = await other.newPage()
  await signIn(otherPage, { username, password })
  await otherPage.goto('/admin/users')
  await expect(otherPage.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
  await otherPage.goto('/admin/pools')
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible()

  // Deactivating them signs them out.
  await page.goto('/admin/users')
  await page.getByRole('button', { name: `Deactivate ${username}` }).click()
  await expect(page.getByText(`User “${username}” deactivated and signed out.`)).toBeVisible()
  await otherPage.goto('/admin/pools')
  await expect(otherPage.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await other.close()

  // The signed-in admin cannot demote themselves.
  await page.goto('/admin/users')
  await page.getByRole('link', { name: 'admin', exact: true }).click()
  await page.getByLabel('Role').selectOption('sales')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByLabel('Role')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('You cannot remove your own administrator role.').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Role')).toHaveValue('admin')
})

test('the audit log shows who changed what, before and after', async ({ page }) => {
  const name = unique('E2E Audited')
  await page.goto('/admin/manufacturers/new')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel('Description lines').fill('Warranty – Lifetime\nJust a title')
  // The preview lists the parsed lines as they are typed and flags the one without its text.
  const preview = page.getByRole('list', { name: 'Preview' })
  await expect(preview.getByRole('listitem')).toHaveText([
    'Warranty – Lifetime',
    'Just a title – missing text',
  ])
  await page.getByRole('button', { name: 'Create manufacturer' }).click()
  await expect(page.getByText("Line 2 must be shaped 'title – text'")).toBeVisible()
  await page.getByLabel('Description lines').fill('Warranty – Lifetime')
  await page.getByRole('button', { name: 'Create manufacturer' }).click()
  await page.waitForURL(/\/admin\/manufacturers\/\d+/)

  await page.goto('/admin/audit?entity=manufacturer')
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'create' }).first()
  await expect(entry).toContainText('admin')
  await entry.locator('summary').click()
  await expect(entry).toContainText(name)
})

for (const path of [
  '/admin/pools',
  '/admin/pools/new',
  '/admin/manufacturers',
  '/admin/manufacturers/new',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/landing-pages',
  '/admin/landing-pages/new',
  '/admin/users',
  '/admin/settings',
  '/admin/settings?tab=testimonials',
  '/admin/audit',
  '/test-blog',
  '/simple-blog-test',
]) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test("after an upload, saving the pool ends '1 image uploaded' and says 'saved' once, then clears it", async ({
  page,
}) => {
  const name = unique('E2E Notice')
  await page.goto('/admin/pools/new')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Create pool' }).click()
  await page.waitForURL(/\/admin\/pools\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible()

  await page.getByTestId('pool-image-input').setInputFiles(await pngFile('notice.png'))
  const uploaded = page.getByText(/1 image uploaded/)
  await expect(uploaded).toBeVisible()
  await expect(uploaded).toContainText('save the pool to keep it')
  await page.getByLabel('Alt text for image 1').fill(`${name} from the deck`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  const saved = page.getByText(/Pool “.+” saved/)
  await expect(saved).toHaveCount(1)
  await expect(uploaded).toHaveCount(0)
  await expect(saved).toBeHidden({ timeout: 12_000 })
})

test('the slug hint of a post says where its slug comes from, before and after saving', async ({ page }) => {
  const title = unique('E2E Address Hint')
  await page.goto('/admin/blog/new')
  await page.getByLabel('Title').fill(title)
  const hint = page.locator('[id$="-slug-hint"]')
  await expect(hint).toContainText('Made from the title')
  await page.getByRole('button', { name: 'Create post' }).click()
  await page.waitForURL(/\/admin\/blog\/\d+/)
  // Saved from the title, never 'Edited by hand'.
  await expect(hint).toContainText('Saved with the post')
  await expect(hint).not.toContainText('Edited by hand')
  await page.getByLabel('Slug', { exact: true }).fill('a-slug-typed-by-hand')
  await expect(hint).toContainText('Edited by hand')
})
