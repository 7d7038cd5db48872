/**
 * The estimate form as a homeowner meets it (issue 33, item 5), typed at a person's pace and
 * tapped on a phone: Continue stays on a step that shows an error; the review step shows every
 * answer with a 'Change' for each; a refusal by the server lands on the field that holds it; each
 * variant's headline fits it; a pool chosen on another page reads 'Pool selected: …'; a
 * consultation asked for without a time says we will call to set one. Called by
 * estimate-journeys.spec.ts (1366 px) and estimate-journeys.mobile.spec.ts (390 px, taps).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { MESSAGES } from '@/content/lead-options'
import { MIN_FILL_MS } from './lead-helpers'

const KEY_MS = 60

let ipSeed = Math.floor(Math.random() * 5000)
const uniqueIp = () => {
  ipSeed++
  return `203.0.${113 + (ipSeed % 2)}.${(ipSeed % 250) + 1}`
}

export function describeEstimateJourneys({ touch }: { touch: boolean }) {
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() }))

  const press = (target: Locator) => (touch ? target.tap() : target.click())
  async function type(field: Locator, text: string) {
    await press(field)
    await field.pressSequentially(text, { delay: KEY_MS })
  }
  const form = (page: Page) => page.getByTestId('estimate-form')
  const heading = (page: Page, step: number) =>
    form(page).getByRole('heading', { name: new RegExp(`^Step ${step} of 3`) })

  test('Continue stays on a step with an error; the review shows every answer and changes each', async ({
    page,
  }) => {
    await page.goto('/estimate')
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Pool Estimate' })).toBeVisible()
    const name = form(page).getByLabel('Full Name')
    const phone = form(page).getByLabel('Phone Number')
    await type(name, 'A')
    await type(phone, '3525550148')
    await expect(form(page).getByTestId('error-name')).toHaveText(MESSAGES.nameTooShort)
    await press(form(page).getByRole('button', { name: 'Continue' }))
    // Still on step 1, the error still there and the focus in the field that holds it.
    await expect(heading(page, 1)).toBeVisible()
    await expect(form(page).getByTestId('error-name')).toHaveText(MESSAGES.nameTooShort)
    await expect(name).toBeFocused()

    await name.pressSequentially('na Reyes', { delay: KEY_MS })
    await type(form(page).getByLabel('Property Address (optional)'), '12 Palm Ave, Ocala')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(heading(page, 2)).toBeFocused()
    await type(form(page).getByLabel('Email (optional)'), 'ana.reyes@example.com')
    await form(page).getByLabel('Budget Range').selectOption('$50,000 - $75,000')
    await form(page).getByLabel('Project Timeline').selectOption('1-3 months')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(heading(page, 3)).toBeVisible()

    const review = form(page).getByTestId('estimate-review')
    for (const [field, text] of [
      ['name', 'Ana Reyes'],
      ['phone', '3525550148'],
      ['address', '12 Palm Ave, Ocala'],
      ['email', 'ana.reyes@example.com'],
      ['budgetRange', '$50,000 - $75,000'],
      ['timeframe', '1-3 months'],
    ] as const) {
      await expect(review.getByTestId(`review-${field}`)).toContainText(text)
    }

    // Change the phone: back on step 1, in the phone field; the new number shows in the review.
    await press(review.getByRole('button', { name: 'Change Phone Number' }))
    await expect(heading(page, 1)).toBeVisible()
    await expect(phone).toBeFocused()
    await phone.press('Control+A')
    await phone.pressSequentially('(352) 555-0199', { delay: KEY_MS })
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(review.getByTestId('review-phone')).toContainText('(352) 555-0199')

    // Change the budget: step 2, its select focused.
    await press(review.getByRole('button', { name: 'Change Budget Range' }))
    await expect(heading(page, 2)).toBeVisible()
    await expect(form(page).getByLabel('Budget Range')).toBeFocused()
    await form(page).getByLabel('Budget Range').selectOption('$75,000 - $100,000')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(review.getByTestId('review-budgetRange')).toContainText('$75,000 - $100,000')

    await page.waitForTimeout(MIN_FILL_MS)
    const request = page.waitForRequest((r) => r.url().endsWith('/api/estimates') && r.method() === 'POST')
    await press(form(page).getByRole('button', { name: 'Get My Free Estimate' }))
    expect((await request).postDataJSON()).toMatchObject({
      firstName: 'Ana Reyes',
      phone: '(352) 555-0199',
      budgetRange: '$75,000 - $100,000',
      timeframe: '1-3 months',
    })
    await expect(page.getByRole('heading', { name: 'Estimate Request Received!' })).toBeFocused()
  })

  test("a refusal by the server lands on the field that holds it, not on step 1's toast", async ({
    page,
  }) => {
    await page.goto('/estimate')
    await page.waitForLoadState('networkidle')
    // The browser's own checks load once the form is first used; when they cannot (a dropped
    // connection), the form is sent unchecked and the server refuses it.
    await page.route(/\/_next\/static\/chunks\//, (route) => route.abort())
    await type(form(page).getByLabel('Full Name'), 'B')
    await type(form(page).getByLabel('Phone Number'), '3525550147')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(heading(page, 2)).toBeVisible()
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(heading(page, 3)).toBeVisible()
    await page.waitForTimeout(MIN_FILL_MS)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/estimates'))
    await press(form(page).getByRole('button', { name: 'Get My Free Estimate' }))
    expect((await answer).status()).toBe(400)

    await expect(heading(page, 1)).toBeVisible()
    await expect(form(page).getByTestId('error-name')).toHaveText(MESSAGES.nameTooShort)
    await expect(form(page).getByLabel('Full Name')).toBeFocused()
    await expect(form(page).getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel('Phone Number')).toHaveValue('3525550147')
  })

  test('a consultation without a time: its own headline, and we will call to set a time', async ({
    page,
  }) => {
    await page.goto('/estimate?type=appointment')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book Your Free Pool Consultation' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Get Your Free Pool Estimate' })).toHaveCount(0)
    await type(form(page).getByLabel('Full Name'), 'Leo Park')
    await type(form(page).getByLabel('Phone Number'), '4075550123')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await expect(heading(page, 3)).toBeVisible()
    await page.waitForTimeout(MIN_FILL_MS)
    await press(form(page).getByRole('button', { name: 'Schedule My Consultation' }))
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Consultation Request Received!' })).toBeFocused()
    await expect(success).toContainText('We will call you to set a time for your consultation')
    await expect(success).not.toContainText('Consultation Scheduled!')
  })

  test("a pool chosen on the gallery reads 'Pool selected', not an option of 'Pool type'", async ({
    page,
  }) => {
    await page.goto('/estimate?poolId=6&poolName=Palm+Cove&poolDimensions=15%27+x+31%27&sourcePage=pools')
    await type(form(page).getByLabel('Full Name'), 'Kim Lee')
    await type(form(page).getByLabel('Phone Number'), '5615550134')
    await press(form(page).getByRole('button', { name: 'Continue' }))
    await press(form(page).getByRole('button', { name: 'Continue' }))
    const chosen = form(page).getByTestId('review-pool')
    await expect(chosen).toContainText('Pool selected: Palm Cove')
    await expect(form(page).getByLabel('Pool Type (optional)')).toHaveCount(0)

    // Choosing a pool type instead offers the five types, the pool not among them.
    await press(chosen.getByRole('button', { name: 'Choose a pool type instead' }))
    const select = form(page).getByLabel('Pool Type (optional)')
    await expect(select).toBeFocused()
    await expect(select.locator('option')).toHaveText([
      'Select a pool type (optional)',
      'Fiberglass',
      'Concrete',
      'Above Ground',
      'Pool Renovation',
      'Not Sure',
    ])
  })
}
