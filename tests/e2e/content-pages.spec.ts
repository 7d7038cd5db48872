import { expect, test, type Page } from '@playwright/test'
import { RESURFACING_SERVICE_CARDS, resurfacingEstimateHref } from '@/content/resurfacing'
import { blockExternalVideo, expectAxeClean, open } from './content-helpers'

test.beforeEach(async ({ page }) => blockExternalVideo(page))

const ORLANDO = { latitude: 28.5384, longitude: -81.3789 }

test.describe('/resurfacing', () => {
  test('every estimate button carries service, sourcePage, source and interest', async ({ page }) => {
    await open(page, '/resurfacing')
    const hrefs = await page
      .locator('main a[href^="/estimate"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThanOrEqual(12)
    for (const href of hrefs) {
      const url = new URL(href ?? '', 'http://x')
      expect(url.searchParams.get('sourcePage')).toBe('resurfacing')
      expect(url.searchParams.get('interest')).toBe('pool-resurfacing')
      expect(['resurfacing', 'epoxy-resurfacing', 'complete-resurfacing', 'crack-repair']).toContain(
        url.searchParams.get('service'),
      )
    }
    const sources = new Set(hrefs.map((h) => new URL(h ?? '', 'http://x').searchParams.get('source')))
    for (const source of [
      'hero',
      'problem-identification',
      'video',
      'services-cta',
      'epoxy',
      'complete',
      'repair',
      'process',
      'gallery',
      'restoration-video',
      'faq',
      'cta',
    ]) {
      expect(sources, source).toContain(source)
    }
    for (const card of RESURFACING_SERVICE_CARDS) {
      await expect(page.getByRole('link', { name: card.cta })).toHaveAttribute(
        'href',
        resurfacingEstimateHref(card.source, card.service),
      )
    }
    await expect(page.getByRole('link', { name: 'Get an Epoxy Resurfacing Quote' })).toBeVisible()
    await expect(page.getByTestId('resurfacing-service').filter({ hasText: 'Most Popular' })).toContainText(
      'Complete Resurfacing',
    )
    await expect(page.getByTestId('resurfacing-faq-item')).toHaveCount(5)
  })

  test('without location the call button is West Palm Beach', async ({ page }) => {
    await open(page, '/resurfacing')
    const call = page.getByTestId('office-call-buttons').first().getByRole('link')
    await expect(call).toHaveCount(1)
    await expect(call).toHaveAttribute('data-office', 'west-palm-beach')
  })

  test('the before/after gallery opens a lightbox that closes with its button and Escape', async ({
    page,
  }) => {
    await open(page, '/resurfacing')
    const gallery = page.locator('#gallery')
    await gallery.getByRole('button', { name: /Open full-screen view/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Image 1 of 4')
    await dialog.getByRole('button', { name: 'Next image' }).click()
    await expect(dialog).toContainText('Image 2 of 4')
    await expectAxeClean(page, '/resurfacing lightbox')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await gallery.getByRole('button', { name: /Open full-screen view/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('button', { name: 'Close full-screen view' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a video is a poster until it is scrolled into view, then loads the privacy-enhanced player', async ({
    page,
  }) => {
    await open(page, '/resurfacing')
    const video = page.getByTestId('video-facade').first()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(video.getByRole('button', { name: /^Play video:/ })).toBeAttached()
    await video.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?(?!.*autoplay)/,
    )
  })

  test('a video at the top of the page loads only when played', async ({ page }) => {
    await open(page, '/packages')
    const video = page.getByTestId('video-facade').first()
    await page.mouse.wheel(0, 3000)
    await page.mouse.wheel(0, -3000)
    await expect(video.locator('iframe')).toHaveCount(0)
    await video.getByRole('button', { name: /^Play video:/ }).click()
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/,
    )
  })

  test('axe', async ({ page }) => {
    await open(page, '/resurfacing')
    await expectAxeClean(page, '/resurfacing')
  })
})

test('without a location every call block names the fallback office, and one answer serves them all', async ({
  page,
}) => {
  await open(page, '/packages')
  const blocks = page.getByTestId('office-call-buttons')
  await expect(blocks.first().getByRole('link').first()).toHaveAttribute('data-office', 'west-palm-beach')
  await expect(blocks.first()).not.toContainText('(nearest office)')
  await open(page, '/resurfacing')
  await expect(blocks).toHaveCount(2)
  // No permission given: the browser refuses, and both blocks say so, not only the one pressed.
  await blocks.first().getByRole('button', { name: 'Use my location to find the nearest office' }).click()
  for (const block of await blocks.all()) {
    await expect(block.getByRole('button')).toHaveText(
      'Location unavailable: showing our West Palm Beach office',
    )
  }
})

test.describe('nearest office from the browser location', () => {
  test.use({ geolocation: ORLANDO, permissions: ['geolocation'] })

  test('resurfacing and packages call the Orlando office for a visitor in Orlando', async ({ page }) => {
    await open(page, '/resurfacing')
    await expect(page.getByTestId('office-call-buttons').first().getByRole('link')).toHaveAttribute(
      'data-office',
      'orlando',
    )
    await open(page, '/packages')
    await expect(page.getByTestId('office-call-buttons').first().getByRole('link').first()).toHaveAttribute(
      'data-office',
      'orlando',
    )
  })
})

test.describe('/installation', () => {
  test('six day-by-day steps, key facts, video, cards, warranty and calls to action', async ({ page }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/installation')
    await expect(page.getByTestId('timeline-step')).toHaveCount(6)
    await expect(page.getByTestId('key-facts')).toContainText('about 2 weeks')
    await expect(page.getByTestId('key-facts')).toContainText('4-15 days')
    for (const title of ['Site Preparation', 'Weather', 'Quality Checks']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    await expect(
      page.getByText('30-year limited surface warranty from us on your pool’s gelcoat'),
    ).toBeVisible()
    await expect(page.getByTestId('video-facade')).toHaveCount(1)
    await expect(page.locator('main a[href^="/estimate"]').first()).toBeVisible()
    await expect(page.locator('main a[href="/pools"]').first()).toBeVisible()
    await expectAxeClean(page, '/installation')
  })

  test('a step picture that fails to load shows the default picture', async ({ page }) => {
    await page.route(/installation-day-2\.webp/, (route) => route.fulfill({ status: 404, body: '' }))
    await open(page, '/installation')
    const img = page.getByRole('img', { name: 'Day 2: Gravel Base & Plumbing Trench' })
    await img.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await expect(img).toHaveAttribute('data-fallback', 'true')
    await expect(img).toHaveAttribute('src', /hero-pools/)
  })
})

async function expectSlide(page: Page, name: string) {
  const visible = page.getByTestId('carousel-slide').locator('visible=true')
  await expect(visible).toHaveCount(1)
  await expect(visible.getByTestId('series-name')).toHaveText(`${name} Series`)
}

test.describe('series carousels wrap both ways', () => {
  test('/above-ground-pools: Premier, Classic, Lagoon', async ({ page }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/above-ground-pools')
    const carousel = page.getByRole('region', { name: 'Above-ground pool series' })
    await expectSlide(page, 'Premier')
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 'Lagoon')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 'Premier')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 'Classic')
    await carousel.getByRole('button', { name: 'Show slide 3: Lagoon' }).click()
    await expect(carousel.getByRole('button', { name: 'Show slide 3: Lagoon' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expectSlide(page, 'Lagoon')
    // Keyboard: arrow keys while focus is inside.
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 'Premier')
    await page.keyboard.press('ArrowLeft')
    await expectSlide(page, 'Lagoon')
    // Every slide is in the page (hidden ones too), not only the one shown.
    await expect(page.getByTestId('carousel-slide').getByTestId('series-name')).toHaveText([
      'Premier Series',
      'Classic Series',
      'Lagoon Series',
    ])
    await expect(page.getByText('From $1,899', { exact: false }).first()).toBeVisible()
    await expect(page.locator('main a[href^="/contact"]')).toHaveCount(1)
    await expectAxeClean(page, '/above-ground-pools')
  })

  test('/above-ground redirects permanently to /above-ground-pools', async ({ request }) => {
    const response = await request.get('/above-ground', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/above-ground-pools$/)
  })

  test('/san-juan-pools: Elite, Classic, Coastal with Get Quote; gallery buttons; calls to action', async ({
    page,
  }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/san-juan-pools')
    await page.getByRole('link', { name: 'Explore Pool Series' }).click()
    await expect(page).toHaveURL(/#series$/)
    const carousel = page.getByRole('region', { name: 'San Juan series', exact: true })
    await expectSlide(page, 'Elite')
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 'Coastal')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 'Classic')
    const slide = page.getByTestId('carousel-slide').locator('visible=true')
    await expect(slide.getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
      'href',
      '/estimate?sourcePage=san-juan-pools',
    )
    await expect(slide.locator('ul').first().getByRole('listitem')).toHaveCount(2)
    await expect(slide.locator('ul').nth(1).getByRole('listitem')).toHaveCount(2)
    const gallery = page.getByRole('region', { name: 'San Juan Pool Gallery' })
    await expect(gallery.getByRole('link', { name: 'View All Pool Brands' })).toHaveAttribute(
      'href',
      '/pools',
    )
    await expect(gallery.getByRole('link', { name: 'Get Custom Estimate' })).toHaveAttribute(
      'href',
      '/estimate',
    )
    await expect(page.getByRole('link', { name: 'Get Free Estimate Now' })).toHaveAttribute(
      'href',
      '/estimate?sourcePage=san-juan-pools',
    )
    await expect(page.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute(
      'href',
      '/contact?sourcePage=san-juan-pools',
    )
    await expect(page.getByRole('link', { name: 'Get Free Estimate', exact: true })).toHaveAttribute(
      'href',
      '/estimate?sourcePage=san-juan-pools',
    )
    await expectAxeClean(page, '/san-juan-pools')
  })
})
