import { expect, type APIRequestContext, type Page } from '@playwright/test'
import {
  expectGoodLayout,
  openForLayout,
  PUBLIC_WIDTHS,
  STAFF_WIDTHS,
  test,
  uniqueAddress,
  waitForFloatingControls,
} from './layout-check'
import { MIN_FILL_MS, personFormToken, storedContactId, storedLeadId } from './lead-helpers'
import {
  ADMIN_LAYOUT_PATHS,
  firstAdminRecordPath,
  MISSING_PATH,
  PUBLIC_LAYOUT_PATHS,
  sitemapPath,
} from './layout-routes'

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function lookAtPublicPage(page: Page, path: string, label = path, status = 200) {
  await openForLayout(page, path, status)
  await waitForFloatingControls(page)
  await expectGoodLayout(page, label)
}

/**
 * A lead of the given kind sent as the site's forms send it (a signed form time older than the
 * minimum fill time, else it is held as spam), and its stored id, which answers no longer show.
 */
async function createLead(request: APIRequestContext, requestType: 'estimate' | 'contact' | 'appointment') {
  const firstName = unique('Layout')
  const email = `${unique('layout')}@example.com`
  const response = await request.post('/api/estimates', {
    data: {
      firstName,
      lastName: 'Check',
      phone: '(352) 555-0142',
      email,
      message: 'Looking at a pool for the back yard next spring.',
      address: '1 Lake Dr, Ocala',
      requestType,
      formToken: await personFormToken(request),
    },
    headers: { 'x-forwarded-for': uniqueAddress() },
  })
  expect(response.status(), await response.text()).toBe(201)
  const storedId = {
    estimate: () => storedLeadId(firstName),
    contact: () => storedContactId(email),
    appointment: () => storedAppointmentId(request, firstName),
  }[requestType]
  const id = await storedId()
  expect(id, `the stored ${requestType} of ${firstName}`).toBeGreaterThan(0)
  return { id, firstName }
}

type AppointmentRow = { id: number; customerName: string }

/** The stored id of the appointment booked by `firstName` (the caller is signed in as staff). */
async function storedAppointmentId(request: APIRequestContext, firstName: string) {
  const response = await request.get(`/api/admin/appointments?q=${encodeURIComponent(firstName)}`)
  expect(response.status(), 'GET /api/admin/appointments').toBe(200)
  const { rows } = (await response.json()) as { rows: { appointment: AppointmentRow }[] }
  return rows.find((row) => row.appointment.customerName.includes(firstName))?.appointment.id ?? 0
}

const LEAD_SCREENS = [
  { label: 'a lead', list: '/admin/estimates', requestType: 'estimate' },
  { label: 'a contact message', list: '/admin/contacts', requestType: 'contact' },
  { label: 'an appointment', list: '/admin/admin-estimates', requestType: 'appointment' },
] as const

const RECORD_LISTS = [
  '/admin/projects',
  '/admin/pools',
  '/admin/blog',
  '/admin/landing-pages',
  '/admin/manufacturers',
  '/admin/users',
  '/admin/quotes',
]

/**
 * Every public page, the 404 page, a pool, a post, a landing page and the estimate success screen
 * at the public widths, and the admin screens with demo data at the staff widths (layout-check.ts
 * names both and what is looked at). Called by layout.spec.ts (tablet, laptop) and layout.mobile.spec.ts (phones).
 */
export function describeLayoutTests(widths: readonly number[]) {
  // A long page at 360 px is some 30 scroll stops, each looked at; a busy machine needs time.
  test.describe.configure({ timeout: 90_000 })

  for (const width of widths) {
    test.describe(`layout at ${width} px`, () => {
      if (PUBLIC_WIDTHS.includes(width)) describePublicScreens(width)
      if (STAFF_WIDTHS.includes(width)) describeStaffScreens(width)
    })
  }
}

/** Every public page, the 404 page, a pool, a post, a landing page and the estimate success screen. */
function describePublicScreens(width: number) {
  for (const path of PUBLIC_LAYOUT_PATHS) {
    test(path, async ({ layoutPage }) => lookAtPublicPage(await layoutPage(width), path))
  }

  test('the 404 page', async ({ layoutPage }) => {
    await lookAtPublicPage(await layoutPage(width), MISSING_PATH, 'the 404 page', 404)
  })

  for (const kind of ['pool', 'post', 'landing'] as const) {
    test(`a ${kind} page from the sitemap`, async ({ layoutPage }) => {
      const page = await layoutPage(width)
      const path = await sitemapPath(page.request, kind)
      await lookAtPublicPage(page, path)
    })
  }

  test('the estimate success screen', async ({ layoutPage }) => {
    const page = await layoutPage(width)
    await openForLayout(page, '/estimate')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill(`${unique('Layout')} Check`)
    await form.getByLabel('Phone Number').fill('3525550122')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByLabel('Budget Range').selectOption('$30,000 - $50,000')
    await form.getByRole('button', { name: 'Continue' }).click()
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    // The heading takes the focus, and the screen scrolls to it; a person then scrolls just
    // enough to read the whole message and reach its buttons.
    await expect(page.getByRole('heading', { name: 'Estimate Request Received!' })).toBeFocused()
    await waitForFloatingControls(page)
    await page
      .getByTestId('estimate-success')
      .evaluate((success) => success.scrollIntoView({ block: 'nearest', behavior: 'instant' }))
    await expectGoodLayout(page, 'the estimate success screen')
  })
}

/** The admin screens with stored records. */
function describeStaffScreens(width: number) {
  test('/admin-login', async ({ layoutPage }) => {
    const page = await layoutPage(width)
    await openForLayout(page, '/admin-login')
    await expectGoodLayout(page, '/admin-login')
  })

  for (const path of ADMIN_LAYOUT_PATHS) {
    test(path, async ({ layoutPage }) => {
      const page = await layoutPage(width, { signedIn: true })
      await openForLayout(page, path)
      await expectGoodLayout(page, path)
    })
  }

  for (const screen of LEAD_SCREENS) {
    test(`${screen.label} (${screen.list}/id)`, async ({ layoutPage }) => {
      const page = await layoutPage(width, { signedIn: true })
      const lead = await createLead(page.request, screen.requestType)
      const path = `${screen.list}/${lead.id}`
      await openForLayout(page, path)
      // The record itself, not a screen saying it was not found.
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(lead.firstName) })).toBeVisible()
      await expectGoodLayout(page, path)
    })
  }

  for (const list of RECORD_LISTS) {
    test(`a record of ${list}`, async ({ layoutPage }) => {
      const page = await layoutPage(width, { signedIn: true })
      const path = await firstAdminRecordPath(page.request, list)
      await openForLayout(page, path)
      await expectGoodLayout(page, path)
    })
  }
}
