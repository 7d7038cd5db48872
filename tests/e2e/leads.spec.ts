/**
 * Lead capture end to end: the estimate form (estimate and appointment variants, prefill, failure),
 * the contact page form and the home contact form, each with and without JavaScript, plus the
 * intake's idempotency and rate limit over HTTP, and axe on /estimate and /contact.
 *
 * Rate limit: every test sends its own X-Forwarded-For address (uniqueIp), so the per-address
 * limit (LEAD_RATE_LIMIT, default 10 per 10 minutes) never spans tests or reruns. Minimum fill
 * time: tests wait LEAD_MIN_FILL_MS (default 2 s) before sending, as a person would, so their
 * leads are stored as leads, not as suspected spam.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { axeFor } from './a11y-helpers'
import { ADMIN } from './demo-admin'
import { MIN_FILL_MS } from './lead-helpers'

let ipSeed = Math.floor(Math.random() * 200)
function uniqueIp() {
  ipSeed++
  return `198.51.${100 + (ipSeed % 100)}.${Math.floor(Math.random() * 250) + 1}`
}

async function useOwnAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
}

/** Waits for the lead POST and returns its JSON body and the answer. */
async function captureLead(page: Page, action: () => Promise<void>) {
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith('/api/estimates') && r.method() === 'POST',
  )
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/estimates'))
  await action()
  const request: Request = await requestPromise
  const response = await responsePromise
  return {
    payload: request.postDataJSON() as Record<string, unknown>,
    headers: request.headers(),
    status: response.status(),
    answer: (await response.json()) as { id: number; requestType: string },
  }
}

async function expectNoAxeViolations(page: Page) {
  const results = await (await axeFor(page)).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.describe('estimate form with JavaScript', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('estimate variant: blur and Continue checks, steps, review branch, submit and start again', async ({
    page,
  }) => {
    await page.goto('/estimate')
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Pool Estimate' })).toBeVisible()
    const badges = page.getByRole('list', { name: 'What you get' })
    for (const badge of ['Free Consultation', 'No Hidden Costs', 'Expert Assessment']) {
      await expect(badges.getByText(badge, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Why Choose Our Free Estimate?' })).toBeVisible()
    await expect(page.getByText('An estimate within 24 hours', { exact: false })).toBeVisible()
    await expect(page.getByTestId('step-indicator').locator('li')).toHaveText([
      '1Contact',
      '2Details',
      '3Review',
    ])
    await expect(page.getByRole('heading', { name: 'What Your Estimate Includes' })).toBeVisible()

    const form = page.getByTestId('estimate-form')
    const name = form.getByLabel('Full Name')
    const phone = form.getByLabel('Phone Number')
    const continueButton = form.getByRole('button', { name: 'Continue' })

    await expect(continueButton).toBeDisabled()
    await name.focus()
    await name.blur()
    await expect(form.getByTestId('error-name')).toHaveText('Name is required')
    await name.fill('A')
    await expect(form.getByTestId('error-name')).toHaveCount(0)
    await name.blur()
    await expect(form.getByTestId('error-name')).toHaveText('Name must be at least 2 characters')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await phone.focus()
    await phone.blur()
    await expect(form.getByTestId('error-phone')).toHaveText('Phone number is required')
    await phone.fill('555-01')
    await phone.blur()
    await expect(form.getByTestId('error-phone')).toHaveText('Please enter a valid phone number')
    await expect(continueButton).toBeEnabled()

    await name.fill('  Ana Gomez  ')
    await phone.fill('(352) 555-0111')
    await form.getByLabel('Property Address (optional)').fill('44 Lake Dr, Ocala')
    await continueButton.click()

    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeFocused()
    await expect(form.getByTestId('step-indicator').locator('li').first()).toHaveAttribute(
      'data-complete',
      'true',
    )
    const email = form.getByLabel('Email (optional)')
    await email.fill('ana@example')
    await email.blur()
    await expect(form.getByTestId('error-email')).toHaveText('Please enter a valid email address')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
    await email.fill('ana@example.com')
    await expect(form.getByTestId('error-email')).toHaveCount(0)
    await expect(form.getByLabel('Budget Range').locator('option')).toHaveText([
      'Select your budget range',
      '$30,000 - $50,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      '$100,000+',
    ])
    await expect(form.getByLabel('Project Timeline').locator('option')).toHaveText([
      'Select your timeline',
      'As soon as possible',
      '1-3 months',
      '3-6 months',
      '6+ months',
      'Just researching',
    ])
    await form.getByLabel('Budget Range').selectOption('$75,000 - $100,000')
    await form.getByLabel('Project Timeline').selectOption('ASAP')
    await form.getByRole('button', { name: 'Continue' }).click()

    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible()
    await expect(form.getByTestId('step-indicator').locator('li[data-complete]')).toHaveCount(2)
    await expect(form.getByRole('button', { name: 'Continue' })).toHaveCount(0)
    // Location not granted: the estimate form shows the first branch (Ocala).
    await expect(form.getByTestId('estimate-branch')).toContainText('Ocala, FL')
    await expect(form.getByLabel('Pool Type (optional)').locator('option')).toHaveText([
      'Select a pool type (optional)',
      'Fiberglass',
      'Concrete',
      'Above Ground',
      'Pool Renovation',
      'Not Sure',
    ])
    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByLabel('Email (optional)')).toHaveValue('ana@example.com')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByLabel('Pool Type (optional)').selectOption('Fiberglass')
    await form.getByLabel('Additional Details (optional)').fill('Backyard is 40 ft wide. <b>bold</b> 🏊')
    await expect(page.getByText('This form takes under 2 minutes.')).toBeVisible()

    await page.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(page, () =>
      form.getByRole('button', { name: 'Get My Free Estimate' }).click(),
    )
    expect(sent.status).toBe(201)
    expect(sent.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/)
    expect(sent.payload).toMatchObject({
      firstName: 'Ana Gomez',
      lastName: '',
      email: 'ana@example.com',
      phone: '(352) 555-0111',
      address: '44 Lake Dr, Ocala',
      budgetRange: '$75,000 - $100,000',
      timeframe: 'ASAP',
      poolType: 'Fiberglass',
      message: 'Backyard is 40 ft wide. <b>bold</b> 🏊',
      requestType: 'estimate',
      sourcePage: 'estimate',
      nearestBranch: 'ocala',
    })
    expect(sent.answer.requestType).toBe('estimate')

    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Estimate Request Received!' })).toBeFocused()
    await expect(success).toContainText('Thank You for Your Interest!')
    await expect(success).toContainText('Someone from our Ocala Office will call you within 24 hours')
    await expect(success).toContainText('Ocala, FL')
    await expect(success).toContainText('(352) 555-0142')
    await expect(success).toContainText('ocala@floridafiberglasspools.example')

    await success.getByRole('link', { name: 'Submit Another Request' }).click()
    await expect(form.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(page).toHaveURL(/\/estimate$/)
  })

  test('appointment variant: its labels, email left out when empty, a call to set a time', async ({
    page,
  }) => {
    await page.goto('/estimate?type=appointment')
    const form = page.getByTestId('estimate-form')
    await expect(form.getByRole('heading', { name: 'Schedule Your Free Consultation' })).toBeVisible()
    await form.getByLabel('Full Name').fill('Leo Park')
    await form.getByLabel('Phone Number').fill('4075550123')
    await form.getByLabel('Phone Number').press('Enter')
    await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
    await form.getByRole('button', { name: 'Continue' }).click()
    await page.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(page, () =>
      form.getByRole('button', { name: 'Schedule My Consultation' }).click(),
    )
    expect(sent.status).toBe(201)
    expect(sent.payload.requestType).toBe('appointment')
    expect(sent.payload).not.toHaveProperty('email')
    // No time was picked: nothing is scheduled yet (a booked time says 'Consultation Scheduled!').
    await expect(page.getByRole('heading', { name: 'Consultation Request Received!' })).toBeVisible()
  })

  test("prefills a chosen pool: Pool Selected banner, 'Pool selected' on review and the built message", async ({
    page,
  }) => {
    const query = new URLSearchParams({
      poolId: '17',
      poolName: 'Cancun 16',
      poolModel: 'C-16',
      poolSize: 'Medium',
      poolShape: 'Rectangle',
      poolSeries: 'Classic',
      poolManufacturer: 'Latham',
      poolDimensions: "16' x 32'",
      poolDepth: "3.5' - 6'",
      sourcePage: 'pools',
    })
    await page.goto(`/estimate?${query}`)
    const banner = page.getByTestId('pool-selected')
    await expect(banner).toContainText('Pool Selected')
    await expect(banner).toContainText('Cancun 16')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill('Kim Lee')
    await form.getByLabel('Phone Number').fill('5615550134')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('review-pool')).toContainText('Pool selected: Cancun 16')
    const message = form.getByLabel('Additional Details (optional)')
    await expect(message).toHaveValue(/I'm interested in getting a quote for the Cancun 16 pool\./)
    for (const part of [
      'Model: C-16',
      "Dimensions: 16' x 32'",
      "Depth: 3.5' - 6'",
      'Size category: Medium',
      'Shape: Rectangle',
      'Series: Classic',
      'Manufacturer: Latham',
      'Pool ID: 17',
      'Source: pools',
    ]) {
      await expect(message).toHaveValue(new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    }
    await page.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(page, () =>
      form.getByRole('button', { name: 'Get My Free Estimate' }).click(),
    )
    expect(sent.payload).toMatchObject({ poolType: 'Cancun 16', sourcePage: 'pools' })
  })

  test('maps the resurfacing service to its pool type', async ({ page }) => {
    await page.goto('/estimate?service=crack-repair&sourcePage=resurfacing&interest=pool-resurfacing')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill('Sam Ortiz')
    await form.getByLabel('Phone Number').fill('3525550177')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('review-pool')).toContainText('Service: Pool Resurfacing - Crack Repair')
    await expect(form.getByLabel('Additional Details (optional)')).toHaveValue(/pool resurfacing/i)
  })

  test('a failed submission sends a failure notification and shows the destructive Error toast', async ({
    page,
  }) => {
    await page.route('**/api/estimates', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server said no' }),
      }),
    )
    await page.goto('/estimate')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill('Eva Moss')
    await form.getByLabel('Phone Number').fill('3525550190')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
    await form.getByRole('button', { name: 'Continue' }).click()
    const notice = page.waitForRequest((r) => r.url().endsWith('/api/failure-notification'))
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    const body = (await notice).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ source: 'Unified Estimate Form', errorType: 'estimate' })
    expect(body.submissionData).toMatchObject({ firstName: 'Eva Moss', phone: '3525550190' })
    const toast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Server said no')
    await expect(form).toBeVisible()
  })

  test('axe finds nothing on /estimate, with errors shown and on the last step', async ({ page }) => {
    test.slow() // three full axe runs
    await page.goto('/estimate?type=appointment')
    await expectNoAxeViolations(page)
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').focus()
    await form.getByLabel('Full Name').blur()
    await expectNoAxeViolations(page)
    await form.getByLabel('Full Name').fill('Axe Tester')
    await form.getByLabel('Phone Number').fill('3525550100')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByRole('button', { name: 'Continue' }).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('contact page with JavaScript', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('shows the page sections, the four required messages, sends with the success toast and panel', async ({
    page,
  }) => {
    await page.goto('/contact?utm_source=newsletter&utm_campaign=june')
    for (const text of [
      'Free Consultation',
      'Certified Specialists',
      '25+ Years Experience',
      '5000+',
      'Happy customers since 1956',
      '24hr',
      'Response Time',
      '30yr',
      'Surface Warranty',
      '3',
      'FL Locations',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Contact Us Today' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Emergency Service' })).toBeVisible()
    await expect(page.getByText(/24\/7 emergency service/)).toBeVisible()
    await expect(page.getByTestId('office-card')).toHaveCount(3)
    const directions = page
      .getByTestId('office-card')
      .first()
      .getByRole('link', { name: /Get Directions/ })
    await expect(directions).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/.*query=2105%20SW%20College%20Rd%2C%20Ocala/,
    )
    await expect(page.getByTestId('office-card').first()).toContainText('Mon-Fri 9AM-4PM')

    const form = page.getByTestId('contact-form')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByTestId('error-name')).toHaveText('Name is required')
    await expect(form.getByTestId('error-email')).toHaveText('Valid email is required')
    await expect(form.getByTestId('error-phone')).toHaveText('Phone is required')
    await expect(form.getByTestId('error-message')).toHaveText('Message is required')
    await expect(form.getByLabel('Full Name')).toBeFocused()

    await form.getByLabel('Full Name').fill('Mary Ann Lee')
    await expect(form.getByTestId('error-name')).toHaveCount(0)
    await form.getByLabel('Email').fill('mary@example.com')
    await form.getByLabel('Phone').fill('561-555-0100')
    await form.getByLabel('Message').fill('We want to resurface our pool <script>alert(1)</script>')
    await page.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(page, () => form.getByRole('button', { name: 'Send Message' }).click())
    expect(sent.status).toBe(201)
    expect(sent.payload).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Lee',
      requestType: 'contact',
      sourcePage: 'contact',
      attribution: {
        utmSource: 'newsletter',
        utmCampaign: 'june',
        landingPage: '/contact?utm_source=newsletter&utm_campaign=june',
      },
    })
    const toast = page.locator('[data-sonner-toast][data-type="success"]')
    await expect(toast).toContainText('Thank you for your inquiry!')
    await expect(toast).toContainText('We will contact you within 24 hours.')
    // The same words stay where the form was, until the visitor asks for the form again: reset.
    await expect(page.getByTestId('contact-success')).toContainText('Thank you for your inquiry!')
    await page.getByRole('link', { name: 'Send Another Message' }).click()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
  })

  test('takes sourcePage from the query and reports a failure with the Submission failed toast', async ({
    page,
  }) => {
    await page.route('**/api/estimates', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Slow down please' }),
      }),
    )
    await page.goto('/contact?from=san-juan-pools')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name').fill('Ray')
    await form.getByLabel('Email').fill('ray@example.com')
    await form.getByLabel('Phone').fill('3525550101')
    await form.getByLabel('Message').fill('Question about the San Juan series')
    const notice = page.waitForRequest((r) => r.url().endsWith('/api/failure-notification'))
    const sent = await captureLead(page, () => form.getByRole('button', { name: 'Send Message' }).click())
    expect(sent.payload).toMatchObject({ sourcePage: 'san-juan-pools', firstName: 'Ray', lastName: '' })
    expect((await notice).postDataJSON()).toMatchObject({ errorType: 'contact', source: 'Contact Form' })
    const toast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(toast).toContainText('Submission failed')
    await expect(toast).toContainText('Slow down please')
    await expect(form.getByLabel('Full Name')).toHaveValue('Ray')
  })

  test('axe finds nothing on /contact, also with the errors shown', async ({ page }) => {
    await page.goto('/contact')
    await expectNoAxeViolations(page)
    await page.getByTestId('contact-form').getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('error-name')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('home contact form with JavaScript', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('checks in the spec order, then shows Message Sent Successfully! and clears the fields', async ({
    page,
  }) => {
    await page.goto('/?source=spring-mailer')
    const form = page.getByTestId('home-contact-form')
    await form.scrollIntoViewIfNeeded()
    const alert = form.getByTestId('home-contact-alert')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(alert).toHaveText('Please fill in all required fields')
    await form.getByLabel('Full Name').fill('Tom Hill')
    await form.getByLabel('Email').fill('tom@example.com')
    await form.getByLabel('Phone').fill('555-0100')
    await form.getByLabel('Tell us about your project').fill('Too short')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(alert).toHaveText('Please enter a valid phone number')
    await form.getByLabel('Phone').fill('(561) 555-0100')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(alert).toHaveText('Please provide more details about your project (minimum 10 characters)')
    await form.getByLabel('Tell us about your project').fill('We would like a plunge pool this summer.')
    await page.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(page, () => form.getByRole('button', { name: 'Send Message' }).click())
    expect(sent.status).toBe(201)
    expect(sent.payload).toMatchObject({
      firstName: 'Tom Hill',
      lastName: '',
      address: '',
      requestType: 'contact',
      sourcePage: 'spring-mailer',
      nearestBranch: 'west-palm-beach',
    })
    const success = form.getByTestId('home-contact-success')
    await expect(success).toContainText('Message Sent Successfully!')
    await expect(success.locator('li')).toHaveCount(3)
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Tell us about your project')).toHaveValue('')
    await expect(form.getByRole('button', { name: 'Send Another Message' })).toBeVisible()
    await expect(alert).toHaveCount(0)
  })

  test('shows the server message, or the generic text when there is none', async ({ page }) => {
    let answer = {
      status: 400,
      body: { message: 'Please enter a valid email address' } as Record<string, string>,
    }
    await page.route('**/api/estimates', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      }),
    )
    await page.goto('/')
    const form = page.getByTestId('home-contact-form')
    await form.getByLabel('Full Name').fill('Tom Hill')
    await form.getByLabel('Email').fill('tom@localhost')
    await form.getByLabel('Phone').fill('(561) 555-0100')
    await form.getByLabel('Tell us about your project').fill('We would like a plunge pool.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByTestId('home-contact-alert')).toHaveText('Please enter a valid email address')
    answer = { status: 422, body: {} }
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByTestId('home-contact-alert')).toHaveText(
      'There was an error submitting your request. Please try again.',
    )
  })
})

test.describe('without JavaScript', () => {
  test('the estimate form steps, validates and submits through the server', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const page = await context.newPage()
    await page.goto('/estimate?type=appointment&sourcePage=packages')
    const form = page.getByTestId('estimate-form')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('error-name')).toHaveText('Name is required')
    await expect(form.getByTestId('error-phone')).toHaveText('Phone number is required')
    await form.getByLabel('Full Name').fill('Nora Quinn')
    await form.getByLabel('Phone Number').fill('12345')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('error-phone')).toHaveText('Please enter a valid phone number')
    await expect(form.getByLabel('Full Name')).toHaveValue('Nora Quinn')
    await form.getByLabel('Phone Number').fill('3525550155')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
    await form.getByLabel('Email (optional)').fill('nora@example')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('error-email')).toHaveText('Please enter a valid email address')
    await form.getByLabel('Email (optional)').fill('nora@example.com')
    await form.getByLabel('Budget Range').selectOption('$100,000+')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible()
    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByLabel('Email (optional)')).toHaveValue('nora@example.com')
    await expect(form.getByLabel('Budget Range')).toHaveValue('$100,000+')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByLabel('Additional Details (optional)').fill('Evenings are best.')
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click()
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Consultation Request Received!' })).toBeVisible()
    await expect(success).toContainText('We will call you to set a time')
    await expect(success).toContainText('Thank You for Your Interest!')
    await expect(success).toContainText('Ocala, FL')
    // 'Submit Another Request' goes back to this very page, query (variant, sourcePage) included.
    await expect(success.getByRole('link', { name: 'Submit Another Request' })).toHaveAttribute(
      'href',
      '/estimate?type=appointment&sourcePage=packages',
    )
    await context.close()
  })

  test('the contact page form shows its messages and its success', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const page = await context.newPage()
    await page.goto('/contact')
    const form = page.getByTestId('contact-form')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByTestId('error-name')).toHaveText('Name is required')
    await expect(form.getByTestId('error-email')).toHaveText('Valid email is required')
    await expect(form.getByTestId('error-phone')).toHaveText('Phone is required')
    await expect(form.getByTestId('error-message')).toHaveText('Message is required')
    await form.getByLabel('Full Name').fill('Pat Doe')
    await form.getByLabel('Email').fill('pat@example.com')
    await form.getByLabel('Phone').fill('3525550166')
    await form.getByLabel('Message').fill('Short')
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Send Message' }).click()
    // The server's own rule (message of at least 10 characters) comes back as the failure text.
    await expect(page.getByTestId('contact-failure')).toContainText(
      'Please provide more details about your project',
    )
    await expect(form.getByLabel('Full Name')).toHaveValue('Pat Doe')
    await form.getByLabel('Message').fill('Please call me about a new pool.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('contact-success')).toContainText('Thank you for your inquiry!')
    await expect(page.getByTestId('contact-success')).toContainText('We will contact you within 24 hours.')
    // The page came back at its top: the browser brought the message into view.
    await expect(page.getByTestId('contact-success')).toBeFocused()
    await expect(page.getByTestId('contact-success')).toBeInViewport()
    // In place of the form; its link loads the page again with an empty form.
    await expect(form).toHaveCount(0)
    await page.getByRole('link', { name: 'Send Another Message' }).click()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByTestId('contact-success')).toHaveCount(0)
    await context.close()
  })

  test('the home contact form checks and sends', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const page = await context.newPage()
    await page.goto('/')
    const form = page.getByTestId('home-contact-form')
    await form.getByLabel('Full Name').fill('Lou Reed')
    await form.getByLabel('Email').fill('lou@example.com')
    await form.getByLabel('Phone').fill('3525550')
    await form.getByLabel('Tell us about your project').fill('A spa and a pool, please.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('home-contact-alert')).toHaveText('Please enter a valid phone number')
    await expect(page.getByTestId('home-contact-alert')).toBeInViewport()
    await page.getByTestId('home-contact-form').getByLabel('Phone').fill('3525550177')
    await page.waitForTimeout(MIN_FILL_MS)
    await page.getByTestId('home-contact-form').getByRole('button', { name: 'Send Message' }).click()
    const success = page.getByTestId('home-contact-success')
    await expect(success).toContainText('Message Sent Successfully!')
    // The home page came back at its top: the browser brought the message at its bottom into view.
    await expect(success).toBeFocused()
    await expect(success).toBeInViewport()
    await expect(success.locator('li')).toHaveCount(3)
    await expect(
      page.getByTestId('home-contact-form').getByRole('button', { name: 'Send Another Message' }),
    ).toBeVisible()
    await context.close()
  })
})

test.describe('intake over HTTP', () => {
  test('a retried request with the same Idempotency-Key stores one lead and gets the same answer', async ({
    request,
  }) => {
    const headers = {
      'x-forwarded-for': uniqueIp(),
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    }
    const data = { firstName: 'Retry Test', phone: '3525550199', requestType: 'estimate', sourcePage: 'e2e' }
    const first = await request.post('/api/estimates', { data, headers })
    const second = await request.post('/api/estimates', { data, headers })
    expect(first.status()).toBe(201)
    expect(second.status()).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers()['idempotent-replayed']).toBe('true')
  })

  test('answers 415, 413 and 400 for bad bodies, and 429 with a clear message past the limit', async ({
    request,
  }) => {
    const ip = uniqueIp()
    const text = await request.post('/api/estimates', {
      data: 'hello',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
    })
    expect(text.status()).toBe(415)
    const big = await request.post('/api/estimates', {
      data: { firstName: 'Big', phone: '3525550100', message: 'x'.repeat(70_000) },
      headers: { 'x-forwarded-for': ip },
    })
    expect(big.status()).toBe(413)
    const invalid = await request.post('/api/estimates', {
      data: { firstName: '', phone: '' },
      headers: { 'x-forwarded-for': ip },
    })
    expect(invalid.status()).toBe(400)
    expect(await invalid.json()).toMatchObject({
      message: 'Name is required',
      fieldErrors: { phone: ['Phone number is required'] },
    })
    let limited = null
    for (let i = 0; i < 30 && !limited; i++) {
      const response = await request.post('/api/estimates', {
        data: { firstName: 'Limit', phone: '3525550100', requestType: 'estimate' },
        headers: { 'x-forwarded-for': ip },
      })
      if (response.status() === 429) limited = response
      else expect(response.status()).toBe(201)
    }
    expect(limited).not.toBeNull()
    expect((await limited?.json())?.message).toMatch(/Too many requests/)
    expect(Number(limited?.headers()['retry-after'])).toBeGreaterThan(0)
  })
})

const LONG_CAMPAIGN = 'c'.repeat(1000)

/** Fills step 1 and moves on to the review step. */
async function reachReview(page: Page, name: string, phone: string) {
  const form = page.getByTestId('estimate-form')
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Phone Number').fill(phone)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible()
  return form
}

async function fillContact(page: Page, testId: 'contact-form' | 'home-contact-form', message: string) {
  const form = page.getByTestId(testId)
  await form.getByLabel('Full Name').fill('Ivy Stone')
  await form.getByLabel('Email').fill('ivy@example.com')
  await form.getByLabel('Phone').fill('3525550148')
  await form.getByLabel(testId === 'contact-form' ? 'Message' : 'Tell us about your project').fill(message)
  return form
}

/** Holds POST /api/estimates until released, then answers 201 (nothing is stored). */
async function holdLeadRequests(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/estimates', async (route) => {
    await released
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 1, requestType: 'estimate', message: 'Stored' }),
    })
  })
  return release
}

test.describe('visit attribution', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('the first page of the visit is kept for every later form, and a 1,000-character utm_campaign never fails a lead', async ({
    page,
  }) => {
    test.slow()
    const landing = `/about?utm_source=google&utm_medium=cpc&utm_campaign=${LONG_CAMPAIGN}`
    await page.goto(landing, { referer: 'https://www.google.com/' })
    // The site layout records the visit on its first page, which has no form.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('visitAttribution')))
      .toContain('"utmSource":"google"')
    const expected = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: LONG_CAMPAIGN.slice(0, 255),
      referrer: 'https://www.google.com/',
      landingPage: landing.slice(0, 500),
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Estimate' }).click()
    await page.waitForURL('**/estimate')
    const form = await reachReview(page, 'Ivy Stone', '3525550148')
    await page.waitForTimeout(MIN_FILL_MS)
    const estimate = await captureLead(page, () =>
      form.getByRole('button', { name: 'Get My Free Estimate' }).click(),
    )
    expect(estimate.status).toBe(201)
    expect(estimate.payload.attribution).toEqual(expected)
    await expect(page.getByTestId('estimate-success')).toBeVisible()

    await page.goto('/contact')
    const contact = await fillContact(page, 'contact-form', 'Please call me about a pool.')
    await page.waitForTimeout(MIN_FILL_MS)
    const message = await captureLead(page, () =>
      contact.getByRole('button', { name: 'Send Message' }).click(),
    )
    expect(message.status).toBe(201)
    expect(message.payload.attribution).toEqual(expected)

    await page.goto('/')
    const home = await fillContact(page, 'home-contact-form', 'We would like a plunge pool this summer.')
    await page.waitForTimeout(MIN_FILL_MS)
    const homeMessage = await captureLead(page, () =>
      home.getByRole('button', { name: 'Send Message' }).click(),
    )
    expect(homeMessage.status).toBe(201)
    expect(homeMessage.payload.attribution).toEqual(expected)
    await expect(home.getByTestId('home-contact-success')).toBeVisible()
  })
})

test.describe('submit-time checks and pending labels', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test('a name the server would refuse never reaches the review: Continue stays on step 1 and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/estimates')) sent.push(r.method())
    })
    await page.goto('/estimate')
    const form = page.getByTestId('estimate-form')
    await form.getByLabel('Full Name').fill('A')
    await form.getByLabel('Phone Number').fill('3525550148')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: 'Step 1 of 3: Contact' })).toBeVisible()
    await expect(form.getByTestId('error-name')).toHaveText('Name must be at least 2 characters')
    await expect(form.getByLabel('Full Name')).toBeFocused()
    expect(sent).toEqual([])
  })

  for (const [path, submit, pending] of [
    ['/estimate', 'Get My Free Estimate', 'Submitting...'],
    ['/estimate?type=appointment', 'Schedule My Consultation', 'Scheduling...'],
  ] as const) {
    test(`${path} shows '${pending}' on a disabled button while the request is on its way`, async ({
      page,
    }) => {
      const release = await holdLeadRequests(page)
      await page.goto(path)
      const form = await reachReview(page, 'Ivy Stone', '3525550148')
      await form.getByRole('button', { name: submit }).click()
      await expect(form.getByRole('button', { name: pending })).toBeDisabled()
      release()
      await expect(page.getByTestId('estimate-success')).toBeVisible()
    })
  }

  for (const [path, testId] of [
    ['/contact', 'contact-form'],
    ['/', 'home-contact-form'],
  ] as const) {
    test(`${path}: the contact form shows 'Sending...' on a disabled button while the request is on its way`, async ({
      page,
    }) => {
      const release = await holdLeadRequests(page)
      await page.goto(path)
      const form = await fillContact(page, testId, 'Please call me about a new pool.')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
      release()
      // The contact page shows its sent panel in the form's place; its link brings the form back.
      if (testId === 'contact-form') await page.getByRole('link', { name: 'Send Another Message' }).click()
      await expect(form.getByRole('button', { name: /Send (Another )?Message/ })).toBeEnabled()
      await expect(form.getByLabel('Full Name')).toHaveValue('')
    })
  }
})

test.describe('without JavaScript (estimate variant and attribution)', () => {
  test('the estimate variant with a chosen pool and a 1,000-character utm_campaign submits, and Submit Another Request keeps the query', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const page = await context.newPage()
    const url = `/estimate?sourcePage=pools&poolId=17&poolName=Cancun+16&utm_campaign=${LONG_CAMPAIGN}`
    await page.goto(url)
    await expect(page.getByTestId('pool-selected')).toContainText('Cancun 16')
    const form = page.getByTestId('estimate-form')
    await expect(form).toHaveAttribute('data-variant', 'estimate')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('error-name')).toHaveText('Name is required')
    await form.getByLabel('Full Name').fill('Omar Diaz')
    await form.getByLabel('Phone Number').fill('3525550161')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible()
    await form.getByLabel('Project Timeline').selectOption('3-6 months')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible()
    await expect(form.getByTestId('review-pool')).toContainText('Pool selected: Cancun 16')
    await expect(form.getByTestId('review-timeframe')).toContainText('3-6 months')
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Get My Free Estimate' }).click()
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Estimate Request Received!' })).toBeVisible()
    await expect(success).toContainText('Thank You for Your Interest!')
    const again = success.getByRole('link', { name: 'Submit Another Request' })
    await expect(again).toHaveAttribute('href', url)
    await again.click()
    await expect(
      page.getByTestId('estimate-form').getByRole('heading', { name: /Step 1 of 3/ }),
    ).toBeVisible()
    await expect(page.getByTestId('pool-selected')).toContainText('Cancun 16')
    await expect(page.getByTestId('estimate-form').locator('input[name="sourcePage"]')).toHaveValue('pools')
    await context.close()
  })

  test('a 1,000-character utm_campaign never fails the contact page or home form', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const page = await context.newPage()
    await page.goto(`/contact?utm_source=mailer&utm_campaign=${LONG_CAMPAIGN}`)
    const contact = await fillContact(page, 'contact-form', 'Please call me about a new pool.')
    await page.waitForTimeout(MIN_FILL_MS)
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('contact-success')).toContainText('Thank you for your inquiry!')

    await page.goto(`/?utm_source=mailer&utm_campaign=${LONG_CAMPAIGN}`)
    const home = await fillContact(page, 'home-contact-form', 'We would like a plunge pool this summer.')
    await page.waitForTimeout(MIN_FILL_MS)
    await home.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('home-contact-success')).toContainText('Message Sent Successfully!')
    await context.close()
  })
})

test.describe('consultation links and landing pages', () => {
  test.beforeEach(async ({ context }) => useOwnAddress(context))

  test("the Latham page's consultation buttons open the appointment variant", async ({ page }) => {
    await page.goto('/latham-pools')
    for (const name of ['Schedule Consultation', 'Schedule Color Consultation']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/estimate?type=appointment&sourcePage=latham-pools',
      )
    }
    await page.getByRole('link', { name: 'Schedule Consultation', exact: true }).click()
    await page.waitForURL('**/estimate?type=appointment&sourcePage=latham-pools')
    await expect(page.getByTestId('estimate-form')).toHaveAttribute('data-variant', 'appointment')
    await expect(page.locator('input[name="sourcePage"]')).toHaveValue('latham-pools')
  })

  test('a contact message sent from a landing page that shows /contact credits its slug and counts its conversion', async ({
    page,
    browser,
  }) => {
    test.slow()
    const slug = `contact-us-e2e-${Date.now().toString(36)}`
    expect((await page.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
    await page.goto('/admin/landing-pages/new')
    const editor = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Create landing page' }) })
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Talk to our pool team')
    await editor.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug)
    await editor.locator('select[name="status"]').selectOption('published')
    await editor.locator('select[name="contentType"]').selectOption('page')
    await editor.locator('select[name="localPagePath"]').selectOption('/contact')
    await editor.getByRole('button', { name: 'Create landing page' }).click()
    await page.waitForURL(/\/admin\/landing-pages\/\d+$/)
    const conversions = page.locator('dl[aria-label="Performance"] div').filter({ hasText: 'Conversions' })
    await expect(conversions.locator('dd')).toHaveText('0')

    const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })
    const visit = await visitor.newPage()
    await visit.goto(`/${slug}`)
    await expect(visit.locator('input[name="sourcePage"]')).toHaveValue(slug)
    const form = await fillContact(visit, 'contact-form', 'Please call me about a new pool.')
    await visit.waitForTimeout(MIN_FILL_MS)
    const sent = await captureLead(visit, () => form.getByRole('button', { name: 'Send Message' }).click())
    expect(sent.status).toBe(201)
    expect(sent.payload.sourcePage).toBe(slug)
    await visitor.close()

    await page.reload()
    await expect(conversions.locator('dd')).toHaveText('1')
  })
})
