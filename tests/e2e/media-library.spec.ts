/**
 * The media library end to end (issue 33, item 9): staff upload a picture once with its alt text,
 * choose it for the home hero, and the public home page shows it at once; the before/after
 * gallery calls the demo drawings illustrations. Runs with the admin writes (it changes the home
 * page), and puts the drawing back at the end.
 */
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { AXE_TAGS } from './a11y-helpers'
import { signIn, useOwnAddress } from './admin-helpers'

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 12, g: 130, b: 160 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test('before any choice, the resurfacing before/after says its pictures are drawings', async ({ page }) => {
  await page.goto('/resurfacing#gallery')
  const gallery = page.locator('#gallery')
  await expect(gallery).toContainText('these are drawings, not photos of our projects')
  await expect(gallery).not.toContainText('Real resurfacing projects')
  await expect(gallery.getByTestId('before-after-caption').first()).toHaveText(
    'Pictures 1 and 2: Before and after illustrations, not photos of a project.',
  )
})

test('a picture uploaded with its alt text and chosen for the home hero shows on the home page', async ({
  page,
  context,
}) => {
  test.slow()
  await useOwnAddress(context)
  await signIn(page)
  await page.goto('/admin/pools')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media library' }).click()
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)

  // Without alt text the upload is refused, on the field.
  const form = page.getByTestId('media-upload-form')
  await form.getByLabel('Picture').setInputFiles(await pngFile('crew.png'))
  await form.getByRole('button', { name: 'Upload to the library' }).click()
  await expect(form.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toContainText('Alt text is required')

  const alt = unique('Our crew setting a blue pool in Ocala')
  await form.getByLabel('Alt text').pressSequentially(alt, { delay: 15 })
  await form.getByLabel('Caption').pressSequentially('Ocala, spring 2026', { delay: 15 })
  await form.getByRole('button', { name: 'Upload to the library' }).click()
  await expect(form.getByTestId('form-status')).toContainText(`Added “${alt}” to the library.`)
  await expect(page.getByTestId('media-library').getByRole('link', { name: alt })).toBeVisible()

  // Choose it for the home hero.
  await page.getByRole('link', { name: 'Pictures on the site' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Choose picture for Home: Hero' }).click()
  const picker = page.getByTestId('media-picker')
  await picker.locator('label', { hasText: alt }).click()
  await expect(picker.getByRole('radio', { name: alt })).toBeChecked()
  await picker.getByRole('button', { name: 'Save choice' }).click()
  await expect(page).toHaveURL(/\/admin\/media\/places$/)
  await expect(page.locator('[data-slot="home-hero"]')).toContainText(`Library picture: ${alt}`)

  // The public home page shows it at once (the cached page was refreshed).
  const visitor = await context.newPage()
  await visitor.goto('/')
  const hero = visitor.locator('section').first().locator('img').first()
  await expect(hero).toHaveAttribute('alt', alt)
  await expect(hero).toHaveAttribute('src', /uploads%2Fmedia|\/uploads\/media\//)
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await visitor.close()

  // Back to the drawing: the home page shows it again.
  await page.getByRole('link', { name: 'Choose picture for Home: Hero' }).click()
  await page.getByTestId('media-picker').locator('label', { hasText: 'Demo drawing' }).click()
  await page.getByTestId('media-picker').getByRole('button', { name: 'Save choice' }).click()
  await expect(page.locator('[data-slot="home-hero"]')).toContainText('Demo drawing')
  const again = await context.newPage()
  await again.goto('/')
  await expect(again.locator('section').first().locator('img').first()).toHaveAttribute(
    'alt',
    /^Illustration: /,
  )
  await again.close()
})
