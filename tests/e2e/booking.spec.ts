/**
 * Online booking of a consultation on the appointment variant of /estimate (issue 25): a visitor
 * picks a free slot by keyboard and sees its time on the success screen; two visitors taking one
 * slot at once (one gets it, the other is told and picks again from the next free times); and the
 * same form without JavaScript still goes through, claiming no time.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './a11y-helpers'
import { MIN_FILL_MS } from './lead-helpers'

let ipSeed = Math.floor(Math.random() * 200)
function uniqueIp() {
  ipSeed++
  return `198.18.${ipSeed % 250}.${Math.floor(Math.random() * 250) + 1}`
}

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  })
  return context.newPage()
}

/** Fills steps 1 and 2 of the appointment form and reaches step 3. */
async function reachLastStep(page: Page, name: string) {
  await page.goto('/estimate?type=appointment')
  const form = page.getByTestId('estimate-form')
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Phone Number').fill('5615550142')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
  await form.getByLabel('Email (optional)').fill('booking-e2e@example.com')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible()
  return form
}

function submitAndCapture(page: Page) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/estimates') && r.method() === 'POST')
  const response = page.waitForResponse((r) => r.url().endsWith('/api/estimates'))
  return {
    click: () => page.getByRole('button', { name: 'Schedule My Consultation' }).click(),
    sent: async () => ({
      payload: (await request).postDataJSON() as Record<string, unknown>,
      status: (await response).status(),
    }),
  }
}

test.describe('booking a consultation slot', () => {
  test('with the keyboard: office, day and time; the success screen says the time', async ({ browser }) => {
    const page = await visitor(browser)
    const form = await reachLastStep(page, 'Kim Keyboard')
    const picker = form.getByTestId('slot-picker')
    await expect(picker.getByLabel('Office')).toBeVisible()
    await picker.getByLabel('Office').selectOption('west-palm-beach')
    const days = picker.getByTestId('slot-days').getByRole('radio')
    await expect(days.first()).toBeChecked()
    // Arrow keys move within the day group; Tab goes on to the times.
    await days.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(days.nth(1)).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    const times = picker.getByTestId('slot-times').getByRole('radio')
    await expect(times.nth(1)).toBeChecked()
    const slot = await times.nth(1).inputValue()
    const chosen = (await picker.getByTestId('slot-chosen').locator('strong').textContent()) ?? ''
    expect(chosen).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) ET$/)
    await expectNoAxeViolations(page, 'the slot picker')

    await page.waitForTimeout(MIN_FILL_MS)
    const post = submitAndCapture(page)
    await post.click()
    const { payload, status } = await post.sent()
    expect(status).toBe(201)
    expect(payload).toMatchObject({ requestType: 'appointment', slot, nearestBranch: 'west-palm-beach' })
    const success = page.getByTestId('estimate-success')
    await expect(success.getByRole('heading', { name: 'Consultation Scheduled!' })).toBeVisible()
    await expect(success.getByTestId('booked-time')).toHaveText(chosen)
    await expect(success).toContainText('West Palm Beach')
    // The panel replaced a taller form: once the (smooth) scroll has ended, its top (the tick above
    // the title) is not under the sticky header.
    const header = page.locator('header.sticky')
    await expect
      .poll(async () => {
        const [bar, panel] = [await header.boundingBox(), await success.boundingBox()]
        return panel!.y - (bar!.y + bar!.height)
      })
      .toBeGreaterThanOrEqual(0)

    // The slot is no longer offered to the next visitor.
    const next = await visitor(browser)
    const list = (await (await next.request.get(`/api/booking/slots?office=west-palm-beach`)).json()) as {
      slots: string[]
    }
    expect(list.slots).not.toContain(slot)
  })

  test('two visitors take the same slot: one gets it, the other picks again from the next free times', async ({
    browser,
  }) => {
    const [first, second] = [await visitor(browser), await visitor(browser)]
    const formOne = await reachLastStep(first, 'Ann First')
    const formTwo = await reachLastStep(second, 'Ben Second')
    for (const form of [formOne, formTwo]) {
      await form.getByTestId('slot-picker').getByLabel('Office').selectOption('orlando')
      // A visitor clicks the time's label (the radio itself is visually hidden).
      await form.getByTestId('slot-times').locator('label').first().click()
    }
    const slot = await formOne.getByTestId('slot-times').getByRole('radio').first().inputValue()
    expect(await formTwo.getByTestId('slot-times').getByRole('radio').first().inputValue()).toBe(slot)
    await first.waitForTimeout(MIN_FILL_MS)

    const one = submitAndCapture(first)
    const two = submitAndCapture(second)
    await Promise.all([one.click(), two.click()])
    const [oneStatus, twoStatus] = [(await one.sent()).status, (await two.sent()).status]
    expect([oneStatus, twoStatus].sort()).toEqual([201, 409])
    const [winner, loser] = oneStatus === 201 ? [first, second] : [second, first]

    await expect(winner.getByTestId('estimate-success').getByTestId('booked-time')).toBeVisible()
    const refused = loser.getByTestId('estimate-form')
    await expect(refused.getByTestId('error-slot')).toHaveText(
      'Sorry, that time was just booked by someone else. Please choose another time.',
    )
    const offered = refused.getByTestId('slot-times').getByRole('radio')
    await expect(offered.first()).toBeFocused()
    const values = await offered.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(values).not.toContain(slot)

    await refused.getByTestId('slot-times').locator('label').first().click()
    await expect(offered.first()).toBeChecked()
    const again = submitAndCapture(loser)
    await again.click()
    expect((await again.sent()).status).toBe(201)
    await expect(loser.getByTestId('estimate-success').getByTestId('booked-time')).toBeVisible()
  })

  test('without JavaScript the request goes through with no time, and none is claimed', async ({
    browser,
  }) => {
    const page = await visitor(browser, false)
    const form = await reachLastStep(page, 'Nia NoScript')
    await expect(form.getByTestId('slot-picker')).toHaveCount(0)
    await page.waitForTimeout(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click()
    const success = page.getByTestId('estimate-success')
    // No time was booked: the request is received, and the office calls to set one.
    await expect(success.getByRole('heading', { name: 'Consultation Request Received!' })).toBeVisible()
    await expect(success).toContainText('We will call you to set a time')
    await expect(success.getByTestId('booked-time')).toHaveCount(0)
    await expect(success).toContainText('will call you within 24 hours')
  })
})
