/**
 * The rep records the deal (issue 35 §1) at 1366 px, as a rep works: enters a phone lead typing at
 * a person's pace, corrects the office it was filed under, books a site visit and finds it on the
 * calendar and on My day; entering the same homeowner again is stopped by the duplicate check with
 * a link. And the leads search finds a lead by the last digits of its phone and by its address.
 */
import { expect, test, type Page } from '@playwright/test'
import { createLead, hydrated, signIn, unique, useOwnAddress } from './admin-helpers'
import { APPOINTMENT_MESSAGES } from '@/lib/leads/appointments/schemas'
import { createRep } from './my-day-helpers'

test.use({ viewport: { width: 1366, height: 900 } })
test.describe.configure({ timeout: 150_000 })

const TYPING = { delay: 35 }

const easternParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )

/**
 * The visit to book: today at the next quarter hour at least 30 minutes ahead, when the form still
 * offers one with room for a few later tries (its last start is 7:45 PM); else tomorrow at 10:00 AM,
 * which My day shows tomorrow.
 */
function visitSlot(now = new Date()) {
  const soon = new Date(now.getTime() + 30 * 60_000)
  const p = easternParts(soon)
  const today = `${easternParts(now).year}-${easternParts(now).month}-${easternParts(now).day}`
  const minutes = Math.ceil((Number(p.hour) * 60 + Number(p.minute)) / 15) * 15
  const sameDay = `${p.year}-${p.month}-${p.day}` === today
  if (sameDay && minutes >= 7 * 60 && minutes <= 19 * 60) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    return { day: today, time, today: true }
  }
  if (sameDay && minutes < 7 * 60) return { day: today, time: '07:00', today: true }
  const t = easternParts(new Date(now.getTime() + 24 * 3_600_000))
  return { day: `${t.year}-${t.month}-${t.day}`, time: '10:00', today: false }
}

/** '08:15' → '08:30'. */
function nextQuarterHour(hhmm: string) {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + 15
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

async function signInAsRep(page: Page, rep: { username: string; password: string }) {
  await page.goto('/admin-login')
  await hydrated(page.getByLabel('Username'))
  await page.getByLabel('Username').pressSequentially(rep.username, TYPING)
  await page.locator('#admin-password').fill(rep.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/my-day')
}

test('a rep enters a phone lead, corrects its office, books the site visit and finds it on the calendar and My day', async ({
  browser,
  page,
  context,
}) => {
  await useOwnAddress(context)
  await signIn(page)
  const rep = await createRep(page)
  const repContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await useOwnAddress(repContext)
  const desk = await repContext.newPage()
  await signInAsRep(desk, rep)

  // A homeowner calls: Leads → New lead.
  await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
  await desk.getByRole('link', { name: 'New lead' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'New lead' })).toBeVisible()
  const last = unique('Caller')
  const digits = String(Math.floor(Math.random() * 9000) + 1000)
  const phone = `(407) 555-${digits}`
  await hydrated(desk.getByLabel('First name'))
  await desk.getByLabel('First name').pressSequentially('Marisol', TYPING)
  await desk.getByLabel('Last name').pressSequentially(last, TYPING)
  await desk.getByLabel('Phone').pressSequentially(phone, TYPING)
  await desk.getByLabel('E-mail').pressSequentially(`marisol.${digits}@example.test`, TYPING)
  await desk
    .getByLabel('Property address')
    .pressSequentially('8800 Lake Nona Blvd, Orlando, FL 32827', TYPING)
  // Filed under the wrong office, as the issue measured, to be corrected on the lead's page.
  await desk.getByLabel('Office').selectOption({ label: 'West Palm Beach Office' })
  await desk.getByLabel('Source').selectOption({ label: 'Phone call' })
  await expect(desk.getByLabel('Sales rep')).toHaveValue(rep.username)
  await desk.getByLabel('Notes').pressSequentially('Wants a 14x28 pool with a tanning ledge.', TYPING)
  await desk.getByLabel('I have spoken with the homeowner').check()
  await desk.getByRole('button', { name: 'Create lead' }).click()

  await expect(desk.getByRole('heading', { level: 1, name: `Marisol ${last}` })).toBeVisible()
  const leadUrl = desk.url()
  const id = Number(leadUrl.split('/').pop())
  await expect(desk.getByTestId('lead-number')).toContainText(`Lead #${id} · Phone call`)
  const history = desk.getByTestId('history')
  await expect(history).toContainText(`${rep.username} entered the lead (source: Phone call)`)
  await expect(history).toContainText(`${rep.username} changed the status from New to Contacted`)
  await expect(desk.getByTestId('lead-comment')).toContainText('Wants a 14x28 pool with a tanning ledge.')

  // The address is in Orlando: the rep corrects the office.
  await desk.getByRole('button', { name: 'Edit details and office' }).click()
  const details = desk.getByRole('form', { name: 'Contact details and office' })
  await details.getByLabel('Office').selectOption({ label: 'Orlando Office' })
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(details.getByTestId('form-status')).toContainText('Contact details saved.')
  await expect(history).toContainText(
    `${rep.username} changed the office from West Palm Beach Office to Orlando Office`,
  )
  await expect(desk.getByRole('region', { name: 'Office' })).toContainText('Orlando Office')

  // The site visit: day, time, length, office and rep.
  const slot = visitSlot()
  await desk.getByRole('button', { name: 'Book a site visit' }).click()
  const visit = desk.getByRole('form', { name: 'Book a site visit' })
  await expect(visit.getByRole('combobox', { name: 'Office', exact: true })).toHaveValue('orlando')
  await expect(visit.getByLabel('Rep who visits')).toHaveValue(/\d+/)
  await visit.getByLabel('Day').fill(slot.day)
  await visit.getByLabel('Length').selectOption('60')
  await visit.getByLabel('Outside office hours').check()
  const booked = desk.getByTestId('visit-booked')
  const taken = visit.getByText(APPOINTMENT_MESSAGES.slotTaken).first()
  for (let attempt = 0; ; attempt++) {
    await visit.getByLabel('Time (Eastern)').selectOption(slot.time)
    await visit.getByRole('button', { name: 'Book site visit' }).click()
    await expect(booked.or(taken)).toBeVisible()
    if (await booked.isVisible()) break
    // Another visit of the office starts then (a colleague, or this test run before): as the
    // message says, the rep picks another time, the next quarter hour.
    expect(attempt, 'a free quarter hour within a few tries').toBeLessThan(4)
    slot.time = nextQuarterHour(slot.time)
  }
  await expect(booked).toContainText('Site visit booked for')
  await expect(visit).toBeHidden()
  await expect(booked).toContainText(`The invite is on its way to marisol.${digits}@example.test`)
  const visits = desk.getByTestId('lead-visits')
  await expect(visits).toContainText('Confirmed')
  await expect(visits).toContainText(`Orlando Office · ${rep.username}`)
  const appointmentLink = visits.getByRole('link', { name: /^Appointment #\d+$/ })
  const appointmentId = Number((await appointmentLink.textContent())?.replace(/\D/g, ''))
  // One numbering: the lead is Lead #id, its visit Appointment #appointmentId, wherever they show.
  await expect(desk.getByTestId('lead-next-step')).toContainText(`Open appointment #${appointmentId}`)
  await expect(history).toContainText(`${rep.username} changed the status from Contacted to Scheduled`)
  await expect(history).toContainText(`(appointment #${appointmentId})`)

  // Its page: the invite went to the homeowner; its week on the calendar.
  await appointmentLink.click()
  await expect(desk.getByText(`Appointment #${appointmentId}`, { exact: false }).first()).toBeVisible()
  await expect(desk.getByRole('link', { name: new RegExp(`^Lead #${id} Marisol`) })).toBeVisible()
  await expect(desk.getByTestId('history')).toContainText(
    `Calendar invite (confirmed) e-mailed to marisol.${digits}@example.test`,
  )
  await desk.getByRole('link', { name: 'See its week on the calendar' }).click()
  const dayColumn = desk.locator(`[data-testid="calendar-day"][data-day="${slot.day}"]`)
  await expect(dayColumn.getByTestId('calendar-entry').filter({ hasText: `Marisol ${last}` })).toContainText(
    `Orlando Office · ${rep.username}`,
  )

  // My day: the visit among today's appointments, the lead among the rep's open leads.
  await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'My day' }).click()
  const openLeads = desk.getByTestId('day-open-leads')
  await expect(openLeads.getByTestId('day-card').filter({ hasText: `Marisol ${last}` })).toContainText(
    'Scheduled since',
  )
  if (slot.today) {
    const today = desk
      .getByTestId('day-appointments')
      .getByTestId('day-card')
      .filter({ hasText: `Marisol ${last}` })
    await expect(today).toContainText(`Confirmed · Orlando Office · rep ${rep.username}`)
    await expect(today).toContainText(`Appointment #${appointmentId} · Lead #${id}`)
    await expect(today.getByRole('link', { name: `Call Marisol ${last} at ${phone}` })).toBeVisible()
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: 'booked for tomorrow: too late for a visit today' })
  }

  // The same homeowner called again: the duplicate check stops a second lead and links the first.
  // Through the navigation, as a rep goes.
  await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
  await desk.getByRole('link', { name: 'New lead' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'New lead' })).toBeVisible()
  await hydrated(desk.getByLabel('First name'))
  await desk.getByLabel('First name').pressSequentially('Marisol', TYPING)
  await desk.getByLabel('Phone').pressSequentially(`407.555.${digits}`, TYPING)
  await desk.getByLabel('Office').selectOption({ label: 'Orlando Office' })
  await desk.getByLabel('Source').selectOption({ label: 'Referral' })
  await desk.getByRole('button', { name: 'Create lead' }).click()
  const duplicates = desk.getByTestId('new-lead-duplicates')
  await expect(duplicates).toContainText('Possible duplicate')
  await duplicates.getByRole('link', { name: `Lead #${id} Marisol ${last}` }).click()
  await expect(desk.getByRole('heading', { level: 1, name: `Marisol ${last}` })).toBeVisible()
  await repContext.close()
})

test('the leads search finds a phone by its last digits and a lead by its address', async ({
  page,
  context,
}) => {
  await useOwnAddress(context)
  await signIn(page)
  const name = unique('Finder')
  const digits = String(Math.floor(Math.random() * 9000) + 1000)
  const street = unique('Heron').toLowerCase()
  await createLead(page.request, {
    firstName: name,
    phone: `(555) 555-${digits}`,
    address: `4412 ${street} Way, Port St. Lucie, FL 34952`,
    requestType: 'estimate',
  })
  await page.goto('/admin/estimates')
  const search = page.getByLabel('Search')
  await hydrated(search)
  const row = page.getByTestId('lead-row').filter({ hasText: name })
  for (const typed of [digits, `555-${digits}`, street]) {
    await search.fill('')
    await search.pressSequentially(typed, TYPING)
    await search.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('q') === typed)
    await expect(row, typed).toBeVisible()
  }
  await search.fill('')
  await search.pressSequentially('no-such-lead-anywhere', TYPING)
  await search.press('Enter')
  await page.waitForURL((url) => url.searchParams.get('q') === 'no-such-lead-anywhere')
  await expect(page.getByTestId('lead-row')).toHaveCount(0)
})
