import { expect, test } from '@playwright/test'

test('the mobile menu opens and closes by toggle and lists Contact', async ({ page }) => {
  await page.goto('/about')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#mobile-menu')).toHaveCount(0)
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(menu.locator('a[href="/contact"]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.locator('#mobile-menu')).toHaveCount(0)
})

test('following a mobile menu link navigates and closes the menu', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).locator('a[href="/contact"]').click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('#mobile-menu')).toHaveCount(0)
})
