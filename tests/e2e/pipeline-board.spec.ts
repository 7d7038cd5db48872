/**
 * The pipeline board as a rep works it: arrow keys in a card's 'Move to' list move nothing (issue
 * 35: five presses were five status changes), Enter moves it to Contacted and then to Lost with a
 * reason of the list the dialog asks for, both moves in the lead's history; and a card dragged with
 * the mouse, then one a colleague changed meanwhile, which comes back in its real column.
 */
import { expect, test, type Page } from '@playwright/test'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { PIPELINE_MESSAGES } from '@/lib/leads/pipeline/columns'
import { createLead, signIn, unique, useOwnAddress } from './admin-helpers'

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await useOwnAddress(context)
  await signIn(page)
})

const column = (page: Page, status: string) => page.getByTestId(`pipeline-column-${status}`)
const card = (page: Page, status: string, name: string) =>
  column(page, status).getByTestId('pipeline-card').filter({ hasText: name })

/** The status changes in a lead's history, as the API reports them. */
async function statusChanges(page: Page, id: number) {
  const response = await page.request.get(`/api/admin/estimates/${id}`)
  expect(response.status()).toBe(200)
  const { history } = (await response.json()) as { history: { action: string; toValue: string }[] }
  return history.filter((e) => e.action === 'status').map((e) => e.toValue)
}

test('arrow keys in a card’s Move to list change nothing; Enter moves it, and Lost asks a reason of the list', async ({
  page,
}) => {
  const name = unique('Board')
  const id = await createLead(page.request, { firstName: name, lastName: 'Keys', requestType: 'estimate' })
  await page.goto('/admin/pipeline')
  const announcer = page.getByTestId('pipeline-announcer')
  let moves = 0
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/admin/pipeline/${id}`)) moves++
  })

  // Five arrow presses walk the list (issue 35: each one used to be a move, five in the history).
  const moveList = page.getByLabel(`Move ${name} Keys to`)
  // The board's scripts run once choosing a column enables the card's Move button (keys pressed
  // before that would be undone when they start); choosing nothing again moves nothing.
  const moveButton = card(page, 'new', name).getByRole('button', { name: `Move ${name} Keys`, exact: true })
  await expect(async () => {
    await moveList.selectOption('contacted')
    await expect(moveButton).toBeEnabled({ timeout: 500 })
  }).toPass()
  await moveList.selectOption('')
  await expect(moveButton).toBeDisabled()
  await moveList.focus()
  for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowDown', { delay: 60 })
  await expect(moveList).toHaveValue('lost')
  await expect(card(page, 'new', name)).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(moves).toBe(0)
  expect(await statusChanges(page, id)).toEqual([])

  // Back up to Contacted: Enter moves the card, once.
  for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowUp', { delay: 60 })
  await expect(moveList).toHaveValue('contacted')
  await page.keyboard.press('Enter')
  await expect(announcer).toHaveText(PIPELINE_MESSAGES.moved(`${name} Keys`, 'Contacted'))
  await expect(card(page, 'contacted', name)).toBeVisible()
  await expect(card(page, 'new', name)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Plan the next follow-up' })).toHaveAttribute(
    'href',
    `/admin/estimates/${id}`,
  )
  expect(await statusChanges(page, id)).toEqual(['contacted'])
  // The focus stays on the moved card's list, so the next move is a few keys away.
  await expect(moveList).toBeFocused()

  // Lost is the last choice: Enter opens the dialog, which refuses no reason, then takes Other with its text.
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Why was ${name} Keys lost?` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Reason lost')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(LEAD_MESSAGES.lostReasonRequired)).toBeVisible()
  await dialog.getByLabel('Reason lost').focus()
  await page.keyboard.press('End')
  await expect(dialog.getByLabel('Reason lost')).toHaveValue(/\d+/)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Went with a concrete pool', { delay: 30 })
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(announcer).toHaveText(PIPELINE_MESSAGES.moved(`${name} Keys`, 'Lost'))
  await expect(card(page, 'lost', name)).toBeVisible()
  expect(await statusChanges(page, id)).toEqual(['lost', 'contacted'])

  await page.goto(`/admin/estimates/${id}`)
  const history = page.getByTestId('history')
  await expect(history).toContainText('admin changed the status from New to Contacted')
  await expect(history).toContainText('admin changed the status from Contacted to Lost')
  await expect(history).toContainText('admin recorded the reason lost: Other: Went with a concrete pool')
})

test('a dragged card moves; one a colleague changed meanwhile comes back in its real column', async ({
  page,
  baseURL,
}) => {
  const name = unique('Drag')
  await createLead(page.request, { firstName: `${name} Moved`, requestType: 'estimate' })
  const racedId = await createLead(page.request, { firstName: `${name} Raced`, requestType: 'estimate' })
  await page.goto('/admin/pipeline')
  const announcer = page.getByTestId('pipeline-announcer')

  await card(page, 'new', `${name} Moved`).dragTo(column(page, 'scheduled'))
  await expect(announcer).toHaveText(PIPELINE_MESSAGES.moved(`${name} Moved`, 'Scheduled'))
  await expect(card(page, 'scheduled', `${name} Moved`)).toBeVisible()

  // A colleague quotes the other lead on its page after this board was loaded.
  const lead = (await (await page.request.get(`/api/admin/estimates/${racedId}`)).json()) as {
    lead: { updatedAt: string }
  }
  const colleague = await page.request.patch(`/api/admin/estimates/${racedId}`, {
    data: { updatedAt: lead.lead.updatedAt, status: 'quoted' },
    headers: { origin: baseURL ?? '' },
  })
  expect(colleague.status()).toBe(200)

  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/pipeline/${racedId}`))
  await card(page, 'new', `${name} Raced`).dragTo(column(page, 'contacted'))
  expect((await answer).status()).toBe(409)
  await expect(announcer).toHaveText(PIPELINE_MESSAGES.stale(`${name} Raced`, 'Quoted'))
  await expect(card(page, 'quoted', `${name} Raced`)).toBeVisible()
  await expect(card(page, 'new', `${name} Raced`)).toHaveCount(0)
  await expect(card(page, 'contacted', `${name} Raced`)).toHaveCount(0)
})
