/**
 * A project after a signed contract, as operations run it (issue 36, at 1366 px): an operations
 * member opens a demo project from the projects list, moves it through every stage with a photo at
 * two of them (the note typed at a person's pace), is refused a payment above the balance on its
 * field, records the remaining installments (one in two parts) and sees the balance reach $0.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { PROJECT_STAGES } from '@/content/project-stages'
import { expectNoAxeViolations } from './a11y-helpers'
import { signIn, unique, useOwnAddress } from './admin-helpers'

const DEMO_PROJECT = 'Lena Harper'
/** Every stage after the contract's own, in order. */
const STAGES_AFTER_SIGNING = PROJECT_STAGES.slice(1).map((stage) => stage.key)
const PHOTO_AT = { excavation: 'Dug to depth, gravel base down', shell_set: 'Shell set level, plumbing run' }
const DRAWING = path.join(process.cwd(), 'public/images/content/installation-day-1.webp')

/** Creates an active operations member through the users screen; returns their login. */
async function createOperations(admin: Page) {
  const username = unique('ops').toLowerCase()
  await admin.goto('/admin/users/new')
  await admin.getByLabel('Username').fill(username)
  await admin.getByLabel('Email').fill(`${username}@example.test`)
  await admin.getByLabel('Role').selectOption('operations')
  await admin.getByRole('button', { name: 'Create user' }).click()
  const password = (await admin.getByTestId('new-password').textContent())?.trim() ?? ''
  expect(password.length).toBeGreaterThan(10)
  return { username, password }
}

/** The first dollar amount of a text: '$23,275.00' → 23275. */
const money = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN)

test('operations move a demo project through every stage, with photos, and record the installments to $0', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(300_000)
  await useOwnAddress(context)
  await signIn(page)
  const ops = await createOperations(page)

  const opsContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await useOwnAddress(opsContext)
  const staff = await opsContext.newPage()
  await signIn(staff, ops)
  await staff.goto('/admin/projects')
  await expect(staff.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await staff.getByLabel('Search').pressSequentially('Harper', { delay: 40 })
  await staff.getByRole('button', { name: 'Apply filters' }).click()
  await staff.getByTestId('project-row').getByRole('link', { name: DEMO_PROJECT }).click()
  await expect(staff.getByRole('heading', { level: 1, name: DEMO_PROJECT })).toBeVisible()

  for (const key of STAGES_AFTER_SIGNING) {
    const stage = staff.locator(`[data-testid="stage"][data-stage="${key}"]`)
    await stage.getByText('Edit the stage, add photos or documents').click()
    const form = stage.getByTestId('stage-form')
    await form.getByRole('button', { name: 'Reached today' }).click()
    await form.getByRole('button', { name: /^Save / }).click()
    await expect(form.getByTestId('form-status')).toContainText('saved: reached on')
    await expect(stage).toHaveAttribute('data-reached', 'yes')

    const note = PHOTO_AT[key as keyof typeof PHOTO_AT]
    if (note) {
      const upload = stage.getByTestId('file-upload-form')
      await upload.getByLabel('What is it?').selectOption('photo')
      await upload.getByLabel('Photo').setInputFiles(DRAWING)
      await upload.getByLabel('Note').pressSequentially(note, { delay: 35 })
      await upload.getByRole('button', { name: 'Add photo' }).click()
      await expect(stage.getByTestId('stage-photo').filter({ hasText: note })).toBeVisible()
      const image = stage.getByTestId('stage-photo').filter({ hasText: note }).getByRole('img')
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  }
  await expect(staff.getByTestId('project-standing')).toContainText('Every stage is done.')
  await expect(staff.getByTestId('project-history')).toContainText(
    `${ops.username} recorded Completed as reached on`,
  )

  // Every installment is now due; the first was paid when the contract was signed.
  const form = staff.getByTestId('payment-form')
  const installment = form.getByLabel('Installment')
  const amount = form.getByLabel('Amount (USD)')
  const balanceHint = form.getByText(/^At most \$/)
  const record = async (method: string, dollars: string, reference: string) => {
    await form.getByLabel('Method').selectOption({ label: method })
    await amount.pressSequentially(dollars, { delay: 30 })
    await form.getByLabel('Reference').pressSequentially(reference, { delay: 20 })
    await form.getByRole('button', { name: 'Record payment' }).click()
  }

  // More than the installment's balance: refused on the amount, nothing recorded.
  const first = money((await balanceHint.textContent()) ?? '')
  await record('Check', (first + 1).toFixed(2), 'Check 901')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toContainText("This is more than the installment's balance of")
  await expect(staff.getByTestId('payment-row')).toHaveCount(1)

  // The pre-construction installment in two parts, the rest in one payment each.
  await staff.reload()
  await expect(form.getByRole('button', { name: 'Record payment' })).toBeVisible()
  let payments = 1
  let split = false
  for (let round = 0; round < 8 && (await form.isVisible()); round++) {
    const label = (await installment.locator('option:checked').textContent()) ?? ''
    const balance = money((await balanceHint.textContent()) ?? '')
    const firstPart = !split && label.startsWith('Pre-construction')
    if (firstPart) split = true
    const part = firstPart ? Math.round(balance * 40) / 100 : balance
    await record(round % 2 ? 'Zelle' : 'Bank transfer', part.toFixed(2), `Ref ${round}`)
    payments++
    await expect(staff.getByTestId('payment-row')).toHaveCount(payments)
  }
  expect(split).toBe(true)
  await expect(staff.getByText('The contract is paid in full.')).toBeVisible()
  await expect(staff.getByTestId('total-balance')).toHaveText('$0.00')
  await expect(staff.getByTestId('project-balance')).toHaveText('$0.00')
  const rows = staff.getByTestId('installment-row')
  await expect(rows).toHaveCount(6)
  for (const row of await rows.all()) await expect(row).toContainText('Paid')
  // One installment took two payments.
  const preconstruction = staff.getByTestId('payment-row').filter({ hasText: 'Pre-construction' })
  await expect(preconstruction).toHaveCount(2)
  await opsContext.close()
})

test('a photo that is not an image is refused on its field', async ({ page, context }) => {
  await useOwnAddress(context)
  await signIn(page)
  await page.goto('/admin/projects?q=Okoye')
  await page.getByTestId('project-row').getByRole('link', { name: 'Ada Okoye' }).click()
  const stage = page.locator('[data-testid="stage"][data-stage="permit_submitted"]')
  await stage.getByText('Edit the stage, add photos or documents').click()
  const upload = stage.getByTestId('file-upload-form')
  await upload.getByLabel('Photo').setInputFiles({
    name: 'notes.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('these are words, not a picture'),
  })
  await upload.getByRole('button', { name: 'Add photo' }).click()
  await expect(upload.getByText('A photo must be a JPEG, PNG or WebP image.')).toBeVisible()
  await expect(upload.getByLabel('Photo')).toHaveAttribute('aria-invalid', 'true')
  await expect(stage.getByTestId('stage-photo')).toHaveCount(0)
  expect(fs.existsSync(DRAWING)).toBe(true)
})

test('the projects list, board and a project pass axe', async ({ page, context }) => {
  await useOwnAddress(context)
  await signIn(page)
  for (const path of ['/admin/projects', '/admin/projects?view=board']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
  await page.goto('/admin/projects?q=Brooks')
  await page.getByTestId('project-row').getByRole('link', { name: 'Dwayne Brooks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dwayne Brooks' })).toBeVisible()
  await page
    .locator('[data-testid="stage"][data-stage="equipment_startup"]')
    .getByText('Edit the stage, add photos or documents')
    .click()
  await expectNoAxeViolations(page, 'a project with a stage open')
  // A completed project: photos, documents and every installment paid.
  await page.goto('/admin/projects?q=Whitman')
  await page.getByTestId('project-row').getByRole('link', { name: 'Grace Whitman' }).click()
  await expect(page.getByTestId('stage-document').first()).toBeVisible()
  await expectNoAxeViolations(page, 'a completed project')
})
