/**
 * A sales rep's day, as the rep does it (issue 25): an admin adds the rep; a homeowner sends a
 * lead; the rep signs in and lands on My day, opens the new lead, calls (sets the status), is
 * offered the next follow-up and sets it, sees it on My day, marks it done, and at last moves the
 * lead to Won on the pipeline board with the amount signed for. Run at desktop width
 * (my-day.spec.ts) and on a phone (my-day.mobile.spec.ts).
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

const eastern = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
/** A datetime-local value in Eastern time. */
const wall = (date: Date) => eastern.format(date).replace(', ', 'T')

/** Creates an active sales rep through the users screen; returns their login. */
export async function createRep(admin: Page) {
  const username = unique('rep').toLowerCase()
  await admin.goto('/admin/users/new')
  await admin.getByLabel('Username').fill(username)
  await admin.getByLabel('Email').fill(`${username}@example.test`)
  await admin.getByLabel('Role').selectOption('sales')
  await admin.getByRole('button', { name: 'Create user' }).click()
  const password = (await admin.getByTestId('new-password').textContent())?.trim() ?? ''
  expect(password.length).toBeGreaterThan(10)
  return { username, password }
}

export async function repDay(browser: Browser, adminPage: Page) {
  await signIn(adminPage)
  const rep = await createRep(adminPage)
  const homeowner = unique('Dana Day')
  await createLead(adminPage.request, {
    firstName: homeowner,
    lastName: '',
    email: 'dana.day@example.test',
    requestType: 'estimate',
    sourcePage: 'estimate',
    nearestBranch: 'ocala',
  })

  const context = await browser.newContext({ ...browserContextOptions(adminPage) })
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a Playwright helper named like a hook, not a React hook
  await useOwnAddress(context)
  const page = await context.newPage()
  // Log in through the form: without a returnUrl a rep lands on My day.
  await page.goto('/admin-login')
  await page.getByLabel('Username').fill(rep.username)
  await page.locator('#admin-password').fill(rep.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/my-day')
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()

  // The new lead waits among the leads nobody has taken, with a call button.
  const newLeads = page.getByTestId('day-new')
  await expect(newLeads.getByText(homeowner)).toBeVisible()
  await expect(newLeads.getByRole('link', { name: `Call ${homeowner} at (352) 555-0142` })).toHaveAttribute(
    'href',
    'tel:3525550142',
  )
  await newLeads.getByRole('link', { name: `Open ${homeowner}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: homeowner })).toBeVisible()
  const leadUrl = page.url()

  // Called: the status change offers the next follow-up, with the next working morning filled in.
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await page.getByRole('button', { name: 'Update status' }).click()
  const form = page.getByTestId('follow-up-form')
  await expect(form.getByText('Status set to Contacted. When is the next follow-up?')).toBeVisible()
  const due = form.getByLabel('Due')
  await expect(due).toHaveValue(/^\d{4}-\d{2}-\d{2}T10:00$/)

  // A time in the past day is refused on the field; then a time earlier today is taken as overdue.
  await due.fill('2020-01-06T10:00')
  await form.getByRole('button', { name: 'Add follow-up' }).click()
  await expect(form.getByText('That day is already over. Choose a time from today on.')).toBeVisible()
  await expect(due).toHaveAttribute('aria-invalid', 'true')

  const now = new Date()
  const earlier = wall(new Date(now.getTime() - 60_000))
  const sameDay = earlier.slice(0, 10) === wall(now).slice(0, 10)
  await due.fill(sameDay ? earlier : wall(new Date(now.getTime() + 5 * 60_000)))
  await form.getByLabel('Who follows up').selectOption({ label: `${rep.username} (sales)` })
  const note = unique('Send the brochure ')
  await form.getByLabel('Note').fill(note)
  await form.getByRole('button', { name: 'Add follow-up' }).click()
  await expect(form.getByTestId('form-status')).toContainText('Follow-up added.')
  await expect(page.getByTestId('follow-up').filter({ hasText: note })).toBeVisible()

  // My day shows it (overdue, or later today just after midnight) and no longer the lead as new.
  await page.goto('/admin/my-day')
  const section = page.getByTestId(sameDay ? 'day-overdue' : 'day-today')
  const card = section.getByTestId('day-card').filter({ hasText: note })
  await expect(card).toContainText(homeowner)
  await expect(page.getByTestId('day-new').getByText(homeowner)).toHaveCount(0)

  // Done: it leaves the day, and the lead's history says who did it.
  await card.getByRole('button', { name: 'Mark done' }).click()
  await expect(section.getByTestId('day-card').filter({ hasText: note })).toHaveCount(0)
  await page.goto(leadUrl)
  await expect(page.getByTestId('history')).toContainText(`${rep.username} marked a follow-up done`)

  // The homeowner signs: on the pipeline board the rep moves the lead from Contacted to Won.
  await page.goto('/admin/pipeline?branch=ocala')
  const board = (status: string) =>
    page.getByTestId(`pipeline-column-${status}`).getByTestId('pipeline-card').filter({ hasText: homeowner })
  await expect(board('contacted')).toBeVisible()
  // Choosing the column moves nothing yet: Move does, and Won asks what the homeowner signed for.
  await page.getByLabel(`Move ${homeowner} to`).selectOption('won')
  await expect(board('contacted')).toBeVisible()
  await board('contacted')
    .getByRole('button', { name: `Move ${homeowner}`, exact: true })
    .click()
  const signed = page.getByRole('dialog', { name: `What did ${homeowner} sign for?` })
  await signed.getByLabel('Deal value (US dollars)').pressSequentially('48,500', { delay: 40 })
  await signed.getByRole('button', { name: 'Move to Won' }).click()
  await expect(board('won')).toBeVisible()
  await expect(board('won')).toContainText('$48,500.00')
  await expect(board('contacted')).toHaveCount(0)
  await page.goto(leadUrl)
  await expect(page.getByTestId('history')).toContainText(
    `${rep.username} changed the status from Contacted to Won`,
  )
  await expect(page.getByTestId('deal-value')).toHaveText('$48,500.00')
  await context.close()
}

/** The viewport and device of the project the test runs in, for the rep's own browser context. */
function browserContextOptions(page: Page) {
  const size = page.viewportSize()
  return size ? { viewport: size, isMobile: size.width < 800, hasTouch: size.width < 800 } : {}
}
