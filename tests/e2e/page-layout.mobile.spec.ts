/**
 * On a phone (issue 22): the disabled Design Tool says why in the menu, and a sent contact message
 * is confirmed where the form was, with a toast that leaves the navigation free.
 */
import { expect, test } from '@playwright/test'
import { open } from './content-helpers'
import { MIN_FILL_MS } from './lead-helpers'

test('the mobile menu shows Design Tool disabled, with its reason in plain sight', async ({ page }) => {
  await open(page, '/about')
  await page.locator('summary[aria-label="Open menu"]').click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  const tool = menu.getByRole('link', { name: 'Design Tool' })
  await expect(tool).toHaveAttribute('aria-disabled', 'true')
  await expect(tool).not.toHaveAttribute('href')
  await expect(menu.getByText('Coming soon')).toBeVisible()
  // The reason is what describes it to assistive technology, and it is on the screen.
  const reasonId = await tool.getAttribute('aria-describedby')
  expect(reasonId).toBeTruthy()
  await expect(page.locator(`[id="${reasonId}"]`)).toBeVisible()
  await expect(tool).toHaveAccessibleDescription(/not available yet/)
  // A person can still tap it (Playwright would wait for a disabled element to become enabled).
  await tool.tap({ force: true })
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeVisible()
})

test('a sent contact message is confirmed in place of the form; the toast leaves the header free', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.77.${Math.floor(Math.random() * 250) + 1}` })
  await open(page, '/contact')
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Full Name').fill('Lena Park')
  await form.getByLabel('Email').fill('lena@example.com')
  await form.getByLabel('Phone').fill('3525550133')
  await form.getByLabel('Message').fill('Please call me about a plunge pool.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).tap()

  const sent = page.getByTestId('contact-success')
  await expect(sent).toContainText('Thank you for your inquiry!')
  await expect(sent).toContainText('We will contact you within 24 hours.')
  await expect(sent).toBeInViewport()
  await expect(sent).toBeFocused()
  await expect(form).toHaveCount(0)

  const toast = page.locator('[data-sonner-toast][data-type="success"]')
  await expect(toast).toContainText('Thank you for your inquiry!')
  await expect(toast).toBeInViewport()
  const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator('header').boundingBox()])
  if (!toastBox || !headerBox) throw new Error('the toast or the header is not laid out')
  const overlap =
    Math.min(toastBox.y + toastBox.height, headerBox.y + headerBox.height) - Math.max(toastBox.y, headerBox.y)
  expect(overlap, 'the toast does not cover the header').toBeLessThanOrEqual(0)

  await sent.getByRole('link', { name: 'Send Another Message' }).tap()
  await expect(form.getByLabel('Full Name')).toHaveValue('')
  await expect(form.getByLabel('Full Name')).toBeFocused()
  await expect(page.getByTestId('contact-success')).toHaveCount(0)
})
