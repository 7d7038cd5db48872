/**
 * Contact messages as sales enquiries and follow-up editing, as staff do it (issue 25): a
 * homeowner writes through the contact form; the admin takes the message (rep), finds it under
 * "mine", converts it to a lead with one button, reaches the lead and back; a second conversion
 * is refused with the lead; then a follow-up on the lead is changed and its history says so.
 */
import { expect, test } from '@playwright/test'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

const eastern = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** The Eastern date `days` from now, as a datetime-local value at `time`. */
const dayAt = (days: number, time: string) =>
  `${eastern.format(new Date(Date.now() + days * 86_400_000))}T${time}`

test('assign and convert a contact message, reach the lead and back, then change a follow-up', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await useOwnAddress(context)
  await signIn(page)
  const first = unique('Mara')
  const name = `${first} Lee Quinn`
  await createLead(page.request, {
    requestType: 'contact',
    firstName: name,
    lastName: '',
    email: 'mara.quinn@example.test',
    message: 'Could someone call us about a 14x28 pool?',
    sourcePage: 'contact',
    nearestBranch: 'ocala',
  })

  // The new message is unassigned on the desk; the admin takes it.
  await page.goto(`/admin/contacts?q=${encodeURIComponent(first)}`)
  const row = page.getByTestId('contact-row').filter({ hasText: name })
  await expect(row).toContainText('Unassigned')
  await row.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const contactUrl = page.url()
  await page.getByLabel('Sales rep').selectOption('admin')
  await page.getByRole('button', { name: 'Assign rep' }).click()
  await expect(page.getByText('Sales rep saved.')).toBeVisible()

  // "Mine" lists it, with the rep shown.
  await page.goto(`/admin/contacts?rep=mine&q=${encodeURIComponent(first)}`)
  await expect(page.getByTestId('contact-row').filter({ hasText: name })).toContainText('admin')
  await page.goto(`/admin/contacts?rep=none&q=${encodeURIComponent(first)}`)
  await expect(page.getByTestId('contact-row')).toHaveCount(0)

  // One press converts it; the page links to the new lead.
  await page.goto(contactUrl)
  const version = (
    await (await page.request.get(`/api/admin/contacts/${contactUrl.split('/').pop()}`)).json()
  ).contact.updatedAt as string
  await page.getByRole('button', { name: 'Convert to lead' }).click()
  const lead = page.getByTestId('contact-lead')
  await expect(lead).toContainText(/Converted into lead #\d+/)
  await expect(page.getByRole('button', { name: 'Convert to lead' })).toHaveCount(0)
  await lead.getByRole('link').click()
  await page.waitForURL(/\/admin\/estimates\/\d+$/)

  // The lead has everything, nothing re-typed, and says where it came from.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const leadUrl = page.url()
  const from = page.getByTestId('lead-from-contact')
  await expect(from).toContainText(`Converted from contact message`)
  await expect(page.getByRole('link', { name: /Call \(352\) 555-0142/ })).toBeVisible()
  await expect(page.getByText('Could someone call us about a 14x28 pool?')).toBeVisible()
  await expect(page.getByTestId('history')).toContainText('admin converted it from Contact message #')
  await from.getByRole('link').click()
  await expect(page).toHaveURL(contactUrl)
  await expect(page.getByTestId('contact-lead').getByRole('link')).toHaveAttribute(
    'href',
    new URL(leadUrl).pathname,
  )

  // A colleague converting the same message from an old page gets 409 and the lead, not a second lead.
  const again = await page.request.post(
    `${new URL(contactUrl).pathname.replace('/admin/', '/api/admin/')}/convert`,
    {
      data: { updatedAt: version },
      headers: { origin: new URL(contactUrl).origin },
    },
  )
  expect(again.status()).toBe(409)
  expect(await again.json()).toMatchObject({ leadUrl: new URL(leadUrl).pathname })

  // A follow-up on the lead, then changed: another day and time, another note.
  await page.goto(leadUrl)
  const form = page.getByTestId('follow-up-form')
  await form.getByLabel('Due').fill(dayAt(1, '10:00'))
  await form.getByLabel('Note').fill('Call with the price')
  await form.getByRole('button', { name: 'Add follow-up' }).click()
  await expect(form.getByTestId('form-status')).toContainText('Follow-up added.')
  const item = page.getByTestId('follow-up').filter({ hasText: 'Call with the price' })
  await item.getByRole('button', { name: 'Change' }).click()
  const edit = item.getByTestId('follow-up-edit')
  // A day already over is refused on the field, as when adding.
  await edit.getByLabel('Due').fill('2020-01-06T10:00')
  await edit.getByRole('button', { name: 'Save follow-up' }).click()
  await expect(edit.getByText('That day is already over. Choose a time from today on.')).toBeVisible()
  await edit.getByLabel('Due').fill(dayAt(2, '11:30'))
  await edit.getByLabel('Note').fill('Call with the price and the brochure')
  await edit.getByRole('button', { name: 'Save follow-up' }).click()
  const changed = page.getByTestId('follow-up').filter({ hasText: 'Call with the price and the brochure' })
  await expect(changed).toContainText('11:30 AM ET')
  await expect(page.getByTestId('history')).toContainText('admin changed a follow-up')
})
