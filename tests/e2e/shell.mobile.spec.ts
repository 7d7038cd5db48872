import { expect, test } from '@playwright/test'

test('the mobile menu opens and closes by toggle and lists Contact', async ({ page }) => {
  await page.goto('/about')
  const toggle = page.locator('summary[aria-label="Open menu"]')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#mobile-menu')).toBeHidden()
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(menu.locator('a[href="/contact"]')).toBeVisible()
  await expect(page.locator('summary[aria-label="Close menu"]')).toHaveAttribute('aria-expanded', 'true')
  await page.locator('summary[aria-label="Close menu"]').click()
  await expect(page.locator('#mobile-menu')).toBeHidden()
})

test('following a mobile menu link navigates and closes the menu', async ({ page }) => {
  await page.goto('/about')
  await page.locator('summary[aria-label="Open menu"]').click()
  await page.getByRole('navigation', { name: 'Mobile' }).locator('a[href="/contact"]').click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('#mobile-menu')).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu still opens by a tap and its links work', async ({ page }) => {
    await page.goto('/about')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.locator('summary[aria-controls="mobile-menu"]').tap()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).tap()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
