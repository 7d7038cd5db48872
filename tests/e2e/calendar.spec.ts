/**
 * The appointment calendar as a rep uses it: confirm an appointment with a time, office and
 * assignee (the homeowner's invite is recorded in its history), find it in the week view, be
 * refused a Saturday, reschedule it, and see it move on the calendar.
 */
import { expect, test } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

test.beforeEach(async ({ context }) => useOwnAddress(context))

/** A Wednesday far enough ahead, different per run, so office slots of earlier runs never clash. */
function futureWednesday(): string {
  const weeks = Math.floor(Math.random() * 400)
  return new Date(Date.UTC(2031, 0, 8) + weeks * 7 * 86_400_000).toISOString().slice(0, 10)
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

test('a rep confirms an appointment with a time, sees it in the week, and reschedules it', async ({
  page,
}) => {
  const name = unique('Cal')
  const wednesday = futureWednesday()
  const thursday = addDays(wednesday, 1)
  await createLead(page.request, {
    firstName: name,
    requestType: 'appointment',
    email: `${name.toLowerCase()}@example.com`,
    address: '9 Palm Way, Orlando',
  })
  await signIn(page)
  await page.goto(`/admin/admin-estimates?q=${name}`)
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.getByLabel('Date and time (Eastern)').fill(`${wednesday}T10:00`)
  await page.getByRole('combobox', { name: 'Office' }).selectOption({ label: 'Orlando Office' })
  await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'admin' })
  await page.getByRole('combobox', { name: 'Status' }).selectOption('confirmed')
  await page.getByRole('button', { name: 'Save appointment' }).click()
  await expect(page.getByTestId('history')).toContainText(
    `Calendar invite (confirmed) e-mailed to ${name.toLowerCase()}@example.com`,
  )

  // The week view: the appointment on its Wednesday, with time, status, office and assignee.
  await page.goto(`/admin/calendar?date=${wednesday}`)
  await expect(page.getByRole('link', { name: 'Calendar', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const wednesdayColumn = page.locator(`[data-testid="calendar-day"][data-day="${wednesday}"]`)
  const entry = wednesdayColumn.getByTestId('calendar-entry').filter({ hasText: name })
  await expect(entry).toContainText('10:00 AM – 11:00 AM')
  await expect(entry).toContainText('Confirmed')
  await expect(entry).toContainText('Orlando Office · admin')
  // Filtered to another office, it is not there; Next and Previous move by a week.
  await page.getByRole('combobox', { name: 'Office' }).selectOption({ label: 'Ocala Office' })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/office=ocala/)
  await expect(page.getByTestId('calendar-entry').filter({ hasText: name })).toHaveCount(0)
  await page.getByRole('link', { name: 'Clear' }).click()
  await expect(page).not.toHaveURL(/office=/)
  await expect(page.getByTestId('calendar-entry').filter({ hasText: name })).toBeVisible()
  const title = await page.getByTestId('calendar-title').textContent()
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByTestId('calendar-title')).not.toHaveText(title ?? '')
  await page.getByRole('link', { name: 'Previous' }).click()
  await expect(page.getByTestId('calendar-title')).toHaveText(title ?? '')

  // Open it from the calendar and reschedule: a Saturday is refused, Thursday afternoon is taken.
  await page.getByTestId('calendar-entry').filter({ hasText: name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByLabel('Date and time (Eastern)').fill(`${addDays(wednesday, 3)}T10:00`)
  await page.getByRole('button', { name: 'Save appointment' }).click()
  await expect(page.getByText('That is outside office hours').first()).toBeVisible()
  await page.getByLabel('Date and time (Eastern)').fill(`${thursday}T13:30`)
  await page.getByRole('combobox', { name: 'Length' }).selectOption('90')
  await page.getByRole('button', { name: 'Save appointment' }).click()
  await expect(page.getByTestId('history')).toContainText('Calendar invite (rescheduled)')
  await expect(page.getByTestId('history')).toContainText('changed the length from 60 to 90 minutes')

  await page.getByRole('link', { name: 'See its week on the calendar' }).click()
  const thursdayColumn = page.locator(`[data-testid="calendar-day"][data-day="${thursday}"]`)
  await expect(thursdayColumn.getByTestId('calendar-entry').filter({ hasText: name })).toContainText(
    '1:30 PM – 3:00 PM',
  )
  await expect(
    page.locator(`[data-testid="calendar-day"][data-day="${wednesday}"]`).getByText(name),
  ).toHaveCount(0)
})
