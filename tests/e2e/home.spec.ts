import { expect, test, type Locator, type Page } from '@playwright/test'
import { HOME_GALLERY_LIMIT, POOL_SIZES } from '@/content/pricing'
import { teaserPoolsBySize } from '@/lib/pools/home'
import { PRICE_WORDING, poolPriceText } from '@/lib/pools/price-wording'
import { apiPools, queryOf, type ApiPool } from './catalogue-helpers'
import { open } from './content-helpers'
import { MIN_FILL_MS, storedContactId } from './lead-helpers'

const teaser = (page: Page) => page.getByTestId('design-teaser')

/** The pools the teaser lists for a size, in its order (cheapest first). */
const teaserPools = (pools: ApiPool[], size: string) => teaserPoolsBySize(pools, [size])[size] ?? []

/** Chooses a size or colour: the radios are visually hidden inside their labels, so click the label. */
async function choose(page: Page, name: RegExp) {
  const radio = teaser(page).getByRole('radio', { name })
  await teaser(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click()
  await expect(radio).toBeChecked()
}

test.describe.configure({ timeout: 120_000 })

test.describe('home design teaser', () => {
  test('shows 42,200 plus the size add-on for every size, with the note that the final price varies', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(teaser(page).getByTestId('teaser-price')).toHaveText('$49,900')
    for (const size of POOL_SIZES) {
      await choose(page, new RegExp(`^${size.name} `))
      const price = (42_200 + size.addOnUsd).toLocaleString('en-US')
      await expect(teaser(page).getByTestId('teaser-price')).toHaveText(`$${price}`)
    }
    await expect(teaser(page)).toContainText('The final price varies')
    await expect(teaser(page)).toContainText(`${PRICE_WORDING.fromLabel}$`)
  })

  test('offers six colours with Sapphire Blue marked popular', async ({ page }) => {
    await page.goto('/')
    const colours = teaser(page).getByRole('group', { name: '2. Choose a finish colour' }).getByRole('radio')
    await expect(colours).toHaveCount(6)
    await expect(teaser(page).getByRole('radio', { name: /Sapphire Blue/ })).toBeChecked()
    await expect(teaser(page).getByText('Popular')).toHaveCount(1)
    await choose(page, /Night Sky/)
    await expect(teaser(page)).toContainText('in Night Sky')
  })

  test('recommends up to six pools of the chosen size; the carousel wraps and resets on a size change', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const medium = teaserPools(pools, 'Medium')
    expect(medium.length).toBeGreaterThan(1)
    await page.goto('/')
    const card = teaser(page).getByTestId('teaser-pool')
    const position = teaser(page).getByTestId('teaser-pool-position')
    await expect(position).toHaveText(`1 / ${medium.length}`)
    await expect(teaser(page).getByTestId('teaser-pool-name')).toHaveText(medium[0]?.name ?? '')

    await teaser(page).getByRole('button', { name: 'Previous recommended pool' }).click()
    await expect(position).toHaveText(`${medium.length} / ${medium.length}`)
    await expect(teaser(page).getByTestId('teaser-pool-name')).toHaveText(medium.at(-1)?.name ?? '')
    await teaser(page).getByRole('button', { name: 'Next recommended pool' }).click()
    await expect(position).toHaveText(`1 / ${medium.length}`)
    await teaser(page).getByRole('button', { name: 'Next recommended pool' }).click()
    const second = medium[1] as ApiPool
    await teaser(page)
      .getByRole('button', { name: `Next photo of ${second.name}` })
      .click()
    await expect(card).toHaveAttribute('data-pool-index', '1')
    await expect(card).toHaveAttribute('data-image-index', '1')

    const large = teaserPools(pools, 'Large')
    await choose(page, /^Large /)
    await expect(card).toHaveAttribute('data-pool-index', '0')
    await expect(card).toHaveAttribute('data-image-index', '0')
    await expect(position).toHaveText(`1 / ${large.length}`)
    for (let i = 0; i < large.length; i++) {
      await expect(teaser(page).getByTestId('teaser-pool-name')).toHaveText(large[i]?.name ?? '')
      expect(large[i]?.sizeCategory).toBe('Large')
      await teaser(page).getByRole('button', { name: 'Next recommended pool' }).click()
    }
    await expect(position).toHaveText(`1 / ${large.length}`)
  })

  test("'Get Estimate for This Pool' carries every parameter of the spec; 'View Pool Details' opens the pool", async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const first = teaserPools(pools, 'Medium')[0] as ApiPool
    await page.goto('/')
    const href = await teaser(page)
      .getByRole('link', { name: 'Get Estimate for This Pool' })
      .getAttribute('href')
    expect(href?.startsWith('/estimate?')).toBe(true)
    expect(queryOf(href)).toMatchObject({
      pool: first.name,
      model: first.model,
      manufacturer: first.manufacturer ?? first.brand,
      series: first.series,
      dimensions: first.dimensions,
      depth: first.depth,
      shape: first.shape,
      size: 'Medium',
      sourcePage: 'home',
    })
    await teaser(page).getByRole('link', { name: 'View Pool Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/pool-detail/${first.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  })

  test('on /design the same teaser credits /design (sourcePage=design)', async ({ page }) => {
    await page.goto('/design')
    const href = await teaser(page)
      .getByRole('link', { name: 'Get Estimate for This Pool' })
      .getAttribute('href')
    expect(queryOf(href)).toMatchObject({ size: 'Medium', sourcePage: 'design' })
  })
})

test.describe('home gallery', () => {
  test('shows at most 12 pools, filters by category and links to details, estimate and the full gallery', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    await page.goto('/')
    const gallery = page.getByTestId('home-gallery')
    await expect(page.getByRole('button', { name: 'All Pools' })).toHaveAttribute('aria-pressed', 'true')
    await expect(gallery.getByTestId('pool-card')).toHaveCount(Math.min(HOME_GALLERY_LIMIT, pools.length))

    const plunge = pools.filter((p) => p.sizeCategory === 'Plunge')
    await page.getByRole('button', { name: 'Plunge', exact: true }).click()
    await expect(gallery).toHaveAttribute('data-category', 'Plunge')
    await expect(gallery.getByTestId('pool-card')).toHaveCount(Math.min(HOME_GALLERY_LIMIT, plunge.length))
    for (const pool of plunge.slice(0, HOME_GALLERY_LIMIT)) {
      await expect(gallery.getByRole('heading', { name: pool.name, exact: true })).toBeVisible()
    }

    const pool = plunge[0] as ApiPool
    const card = gallery.locator(`[data-pool-id="${pool.id}"]`)
    expect(
      queryOf(await card.getByRole('link', { name: `Get Estimate: ${pool.name}` }).getAttribute('href')),
    ).toEqual({
      poolId: String(pool.id),
      poolName: pool.name,
      poolDimensions: pool.dimensions,
      sourcePage: 'home',
    })
    await expect(card.getByRole('link', { name: `View Details: ${pool.name}` })).toHaveAttribute(
      'href',
      `/pool-detail/${pool.id}`,
    )
    await page.getByRole('button', { name: 'All Pools' }).click()
    await expect(gallery.getByTestId('pool-card')).toHaveCount(Math.min(HOME_GALLERY_LIMIT, pools.length))
    await page.getByRole('link', { name: 'View Complete Gallery' }).click()
    await expect(page).toHaveURL(/\/pools$/)
  })
})

test.describe('one price story', () => {
  test('a pool shows the same installed price and label in the teaser, the home gallery, /pools and its detail page', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const medium = pools.filter((p) => p.sizeCategory === 'Medium')
    const recommended = teaserPools(pools, 'Medium')
    const candidates = recommended.filter((p) => p.price)
    expect(candidates.length).toBeGreaterThan(0)

    await page.goto('/')
    // The teaser's Medium 'from' price is the cheapest Medium pool's price: both claims are true.
    const cheapest = Math.min(...medium.flatMap((p) => (p.price ? [p.price] : [])))
    await expect(teaser(page).getByTestId('teaser-price')).toHaveText(`$${cheapest.toLocaleString('en-US')}`)
    // ...and the pool it buys is named under it: the first listed, at exactly that price.
    const first = recommended[0]
    expect(first?.price).toBe(cheapest)
    await expect(teaser(page).getByTestId('teaser-price-pool')).toContainText(
      `${first?.name} (${first?.dimensions}) is this price`,
    )
    await expect(teaser(page).getByTestId('teaser-pool-name')).toHaveText(first?.name ?? '')
    await expect(teaser(page).getByTestId('teaser-pool-price')).toHaveText(poolPriceText(cheapest))
    await expect(teaser(page)).not.toContainText('Medium pool (16x32 ft)')

    // Home gallery, Medium view: the first recommended priced pool that the gallery also shows.
    const gallery = page.getByTestId('home-gallery')
    await page.getByRole('button', { name: 'Medium', exact: true }).click()
    await expect(gallery).toHaveAttribute('data-category', 'Medium')
    let pool: ApiPool | undefined
    for (const candidate of candidates) {
      if ((await gallery.locator(`[data-pool-id="${candidate.id}"]`).count()) === 1) {
        pool = candidate
        break
      }
    }
    expect(pool, 'a recommended Medium pool with a price in the home gallery').toBeDefined()
    if (!pool) return
    const label = poolPriceText(pool.price)
    expect(label).toBe(`Installed from $${(pool.price ?? 0).toLocaleString('en-US')}`)
    await expect(gallery.locator(`[data-pool-id="${pool.id}"]`).getByTestId('pool-card-price')).toHaveText(
      label,
    )

    // Teaser: step the carousel to the pool.
    const name = teaser(page).getByTestId('teaser-pool-name')
    for (let i = 0; i < recommended.length && (await name.textContent()) !== pool.name; i++) {
      await teaser(page).getByRole('button', { name: 'Next recommended pool' }).click()
    }
    await expect(name).toHaveText(pool.name)
    await expect(teaser(page).getByTestId('teaser-pool-price')).toHaveText(label)

    // /pools, grid and list.
    for (const view of ['grid', 'list']) {
      await page.goto(`/pools?q=${encodeURIComponent(pool.name)}&view=${view}`)
      const card = page.getByTestId('pool-list').locator(`[data-pool-id="${pool.id}"]`)
      await expect(card.getByTestId('pool-card-price')).toHaveText(label)
    }

    // The detail page: the same words, and what the price includes.
    await page.goto(`/pool-detail/${pool.id}`)
    await expect(page.getByTestId('pool-price')).toHaveText(label)
    await expect(page.getByTestId('pool-price-note')).toHaveText(PRICE_WORDING.detailNote)
  })
})

test.describe('home sections', () => {
  test('hero links, services with Pool Maintenance disabled, anchors for testimonials and warranty', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Get Your Free Estimate' })).toHaveAttribute(
      'href',
      '/estimate?sourcePage=home',
    )
    await expect(page.getByRole('link', { name: 'Design Your Pool' })).toHaveAttribute('href', '/design')
    await page.getByRole('link', { name: 'Browse the Pool Gallery' }).click()
    await expect(page).toHaveURL(/#gallery$/)
    await expect(page.getByRole('heading', { name: 'Our Pool Gallery' })).toBeInViewport()

    const maintenance = page.getByTestId('service-coming-soon')
    await expect(maintenance).toContainText('Pool Maintenance')
    await expect(maintenance).toContainText('Coming Soon')
    await expect(maintenance).toHaveAttribute('aria-disabled', 'true')
    await expect(maintenance.locator('a')).toHaveCount(0)
    for (const [name, href] of [
      ['Pool Installation', '/installation'],
      ['Pool Design', '/design'],
      ['Fiberglass Pool Resurfacing', '/resurfacing'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }

    await expect(page.locator('#testimonials').getByTestId('testimonial').first()).toBeVisible()
    const warranty = page.locator('#warranty')
    // Each warranty says whose it is and what it covers (docs/decisions/facts-that-agree.md).
    await expect(warranty).toContainText('30-Year Limited Surface Warranty')
    await expect(warranty).toContainText('Up to 25-Year or Lifetime Structural')
    await expect(warranty).toContainText('lifetime limited warranty on Latham pools')
    await expect(warranty).toContainText('1-Year Workmanship')

    const contact = page.locator('#contact')
    await expect(contact.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute(
      'href',
      '/estimate',
    )
    await expect(contact.getByRole('link', { name: 'View Financing' })).toHaveAttribute('href', '/financing')
    await expect(contact.getByTestId('home-contact-office')).toContainText('West Palm Beach')
  })

  test('manufacturer features show three items and expand and collapse', async ({ page }) => {
    await page.goto('/')
    const maker = page
      .getByTestId('manufacturer')
      .filter({ has: page.getByRole('heading', { name: 'Latham', exact: true }) })
    const items = maker.getByTestId('manufacturer-features').getByRole('listitem')
    await expect(items).toHaveCount(3)
    const toggle = maker.getByRole('button', { name: /Show all \d+ features/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(items).toHaveCount(4)
    await maker.getByRole('button', { name: /Show less/ }).click()
    await expect(items).toHaveCount(3)
  })

  test('videos load the player only when scrolled into view, muted and autoplaying', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) videoRequests.push(r.url())
    })
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])
    const videos = page.getByTestId('home-video')
    await expect(videos).toHaveCount(2)
    await expect(videos.first()).toHaveAttribute('data-state', 'poster')
    await videos.first().scrollIntoViewIfNeeded()
    await expect(videos.first()).toHaveAttribute('data-state', 'player')
    const src = await videos.first().locator('iframe').getAttribute('src')
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    expect(queryOf(src)).toMatchObject({ autoplay: '1', mute: '1' })
  })

  test('benefit counters count up to their values', async ({ page }) => {
    // Hydrated first: the shell scrolls to the top on mount, which would undo an earlier scroll.
    await open(page, '/')
    const counters = page.getByTestId('count-up')
    await counters.first().scrollIntoViewIfNeeded()
    await expect(counters).toHaveText(['30', '50', '4.9', '98'])
    await expect(counters.first()).toHaveAttribute('data-counting', 'done')
  })

  test('benefit counters show their final values under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const seen: string[] = []
    await page.exposeFunction('recordCounter', (text: string) => seen.push(text))
    await page.goto('/')
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="count-up"]')
      if (!el) return
      new MutationObserver(() =>
        (window as unknown as { recordCounter: (t: string) => void }).recordCounter(el.textContent ?? ''),
      ).observe(el, {
        characterData: true,
        childList: true,
        subtree: true,
      })
    })
    await page.waitForTimeout(2000)
    await expect(page.getByTestId('count-up')).toHaveText(['30', '50', '4.9', '98'])
    expect(seen).toEqual([])
    await expect(page.getByTestId('count-up').first()).not.toHaveAttribute('data-counting', /.+/)
    await context.close()
  })

  test('without JavaScript the counters, prices, gallery and testimonials are in the HTML', async ({
    browser,
    request,
  }) => {
    const pools = await apiPools(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByTestId('count-up')).toHaveText(['30', '50', '4.9', '98'])
    await expect(page.getByTestId('teaser-price')).toHaveText('$49,900')
    await expect(page.getByTestId('home-gallery').getByTestId('pool-card')).toHaveCount(
      Math.min(12, pools.length),
    )
    await expect(page.locator('#testimonials').getByTestId('testimonial').first()).toBeVisible()
    await context.close()
  })
})

/**
 * The sections below the fold are islands (components/ui/island): server HTML from the start,
 * their code loaded only as the visitor comes near them.
 */
test.describe('home islands', () => {
  const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

  /** Holds back every script request from now on until the returned function is called. */
  async function holdScripts(page: Page) {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await gate
      await route.continue()
    })
    return release
  }

  /** The element's box once it has stayed put for two frames in a row. */
  async function settledBox(locator: Locator) {
    const frame = () =>
      locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    let last = await locator.boundingBox()
    for (let settled = 0, tries = 0; tries < 50; tries++) {
      await frame()
      const box = await locator.boundingBox()
      settled = box && last && box.x === last.x && box.y === last.y ? settled + 1 : 0
      if (box && settled === 2) return box
      last = box
    }
    throw new Error('the element kept moving')
  }

  test('the contact section is in the HTML, and its code loads only when it comes near the screen', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|react/i.test(message.text())) problems.push(message.text())
    })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await open(page, '/')
    const contact = island(page, 'home-contact-form')
    await expect(contact.getByTestId('home-contact-form')).toHaveCount(1)
    await expect(contact).not.toHaveAttribute('data-island-live')
    const loadedAtStart = scripts.length

    await contact.getByTestId('home-contact-form').scrollIntoViewIfNeeded()
    await expect(contact).toHaveAttribute('data-island-live', '')
    expect(scripts.length).toBeGreaterThan(loadedAtStart)
    await expect(island(page, 'contact-office')).toHaveAttribute('data-island-live', '')
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('after a client-side navigation to the home page the sections render live at once', async ({
    page,
  }) => {
    await open(page, '/pools')
    await page.getByRole('link', { name: 'Home', exact: true }).first().click()
    await expect(page).toHaveURL(/\/$/)
    // No server HTML to keep: each island renders its component as soon as its code is there.
    await expect(island(page, 'home-contact-form')).toHaveAttribute('data-island-live', '')
    await expect(island(page, 'design-teaser')).toHaveAttribute('data-island-live', '')
    await expect(teaser(page).getByTestId('teaser-price')).toHaveText('$49,900')
    await choose(page, /^Small /)
    await expect(teaser(page).getByTestId('teaser-price')).toHaveText('$44,200')
  })

  test('what a visitor typed and clicked before the code arrived is handed over and sent', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.7.${Math.floor(Math.random() * 250) + 1}`,
    })
    await open(page, '/')
    const release = await holdScripts(page)
    const contact = island(page, 'home-contact-form')
    const form = contact.getByTestId('home-contact-form')
    await form.getByLabel('Full Name').fill('Rita Early')
    const email = `rita.${Date.now().toString(36)}@example.com`
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('(561) 555-0123')
    await form.getByLabel('Tell us about your project').fill('Typed before the form code had arrived.')
    await page.waitForTimeout(MIN_FILL_MS)
    const lead = page.waitForRequest((r) => r.url().endsWith('/api/estimates') && r.method() === 'POST')
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/estimates'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    // The static form did not post anything by itself: the click waits for the code.
    await expect(contact).not.toHaveAttribute('data-island-live')
    release()

    const payload = (await lead).postDataJSON() as Record<string, unknown>
    expect((await answer).status()).toBe(201)
    expect(payload).toMatchObject({
      firstName: 'Rita Early',
      email,
      phone: '(561) 555-0123',
      message: 'Typed before the form code had arrived.',
      requestType: 'contact',
    })
    expect(typeof payload.formToken).toBe('string')
    await expect(form.getByTestId('home-contact-success')).toContainText('Message Sent Successfully!')
    // Counted from when the form's HTML was on screen, so a person is not taken for a bot: the
    // message is among the contact messages, not held in the spam review.
    expect(await storedContactId(email)).toBeGreaterThan(0)
  })

  test('a click whose button went down before the gallery code arrived and came up after it still filters', async ({
    page,
    request,
  }) => {
    const plunge = (await apiPools(request)).filter((p) => p.sizeCategory === 'Plunge')
    await open(page, '/')
    let scriptsInFlight = 0
    const settled = () => (scriptsInFlight = Math.max(0, scriptsInFlight - 1))
    page.on('request', (r) => void (r.resourceType() === 'script' && scriptsInFlight++))
    page.on('requestfinished', (r) => void (r.resourceType() === 'script' && settled()))
    page.on('requestfailed', (r) => void (r.resourceType() === 'script' && settled()))
    const release = await holdScripts(page)
    const gallery = page.getByTestId('home-gallery')
    const button = page.getByRole('button', { name: 'Plunge', exact: true })
    // Where each part of the press landed, for the failure message (this test failed once in a
    // full run, 23 November, with the gallery left on "all"; it passed on retry. It failed again on
    // 24 November with the whole press on a card picture: the button had moved after it was
    // measured, as sections drawn on the way down change height and the scroll is adjusted).
    await page.evaluate(() => {
      const log: string[] = []
      ;(window as unknown as { pressLog: string[] }).pressLog = log
      for (const type of ['pointerdown', 'pointerup', 'click']) {
        window.addEventListener(
          type,
          (event) => {
            const target = event.target instanceof Element ? event.target : null
            const live = target?.closest('[data-island]')?.hasAttribute('data-island-live')
            log.push(
              `${type} on ${target?.closest('button')?.textContent ?? target?.nodeName} (live: ${live})`,
            )
          },
          true,
        )
      }
    })
    await button.scrollIntoViewIfNeeded()
    const box = await settledBox(button)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    release()
    // The gallery's code arrives and runs while the button is still down.
    await expect.poll(() => scriptsInFlight).toBe(0)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
    await expect(island(page, 'home-gallery')).not.toHaveAttribute('data-island-live')
    await page.mouse.up()

    await expect(island(page, 'home-gallery')).toHaveAttribute('data-island-live', '')
    const pressLog = () =>
      page.evaluate(() => (window as unknown as { pressLog: string[] }).pressLog.join('; '))
    await expect(gallery, await pressLog()).toHaveAttribute('data-category', 'Plunge', { timeout: 5_000 })
    await expect(gallery.getByTestId('pool-card')).toHaveCount(Math.min(HOME_GALLERY_LIMIT, plunge.length))
  })

  test('a size chosen and an arrow clicked before the teaser code arrived are handed over', async ({
    page,
    request,
  }) => {
    const large = teaserPools(await apiPools(request), 'Large')
    expect(large.length).toBeGreaterThan(1)
    const size = POOL_SIZES.find((s) => s.name === 'Large')
    await open(page, '/')
    const release = await holdScripts(page)
    await teaser(page)
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^Large / }) })
      .click()
    await teaser(page).getByRole('button', { name: 'Next recommended pool' }).click()
    await expect(island(page, 'design-teaser')).not.toHaveAttribute('data-island-live')
    release()

    await expect(island(page, 'design-teaser')).toHaveAttribute('data-island-live', '')
    await expect(teaser(page).getByRole('radio', { name: /^Large / })).toBeChecked()
    await expect(teaser(page).getByTestId('teaser-price')).toHaveText(
      `$${(42_200 + (size?.addOnUsd ?? 0)).toLocaleString('en-US')}`,
    )
    await expect(teaser(page).getByTestId('teaser-pool-position')).toHaveText(`2 / ${large.length}`)
    await expect(teaser(page).getByTestId('teaser-pool-name')).toHaveText(large[1]?.name ?? '')
  })
})
