import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAxeClean, open } from './content-helpers'

type ApiPool = {
  id: number
  name: string
  manufacturer: string | null
  brand: string | null
  series: string | null
  shape: string | null
  sizeCategory: string | null
  builtInSpa: string
  images: string[]
}

/** The test's own reading of the maker restriction: manufacturer or brand contains 'latham'. */
async function lathamPools(request: APIRequestContext): Promise<ApiPool[]> {
  const response = await request.get('/api/pools')
  expect(response.status()).toBe(200)
  const list = (await response.json()) as ApiPool[]
  return list.filter((p) => [p.manufacturer, p.brand].some((v) => v?.toLowerCase().includes('latham')))
}

const cards = (page: Page) => page.getByTestId('brand-grid').getByTestId('brand-pool-card')
const bar = (page: Page) => page.getByTestId('filter-bar')
const sorted = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  )

test.describe('/latham-pools', () => {
  test('hero buttons, only Latham pools, cards with series, shape and View Details', async ({
    page,
    request,
  }) => {
    const pools = await lathamPools(request)
    expect(pools.length).toBeGreaterThan(4)
    await open(page, '/latham-pools')
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      /^\/estimate/,
    )
    await page.getByRole('link', { name: 'View All Pools' }).click()
    await expect(page).toHaveURL(/#collection$/)
    await expect(cards(page)).toHaveCount(pools.length)
    const first = pools[0] as ApiPool
    const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name, exact: true }) })
    await expect(card.getByRole('link', { name: `View Details of ${first.name}` })).toHaveAttribute(
      'href',
      `/pool/${first.id}`,
    )
    if (first.series) await expect(card).toContainText(first.series)
    if (first.shape) await expect(card).toContainText(`Shape: ${first.shape}`)
    await expect(page.getByTestId('brand-count')).toHaveText(
      `Showing ${pools.length} of ${pools.length} pools`,
    )
  })

  test('the filter bar: placeholder, sorted options, series, More popover with count, chips and clearing', async ({
    page,
    request,
  }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    const pools = await lathamPools(request)
    await open(page, '/latham-pools')
    await expect(bar(page).getByPlaceholder('Search pools by name, brand, or features...')).toBeVisible()
    const seriesSelect = bar(page).getByTestId('filter-series')
    await expect(seriesSelect.locator('option')).toHaveText([
      'All Series',
      ...sorted(pools.map((p) => p.series)),
    ])
    await expect(bar(page).getByTestId('filter-shape').locator('option')).toHaveText([
      'All Shapes',
      ...sorted(pools.map((p) => p.shape)),
    ])
    await expect(bar(page).getByTestId('filter-brand').locator('option').first()).toHaveText('All Brands')

    const series = sorted(pools.map((p) => p.series))[0] ?? ''
    await seriesSelect.selectOption(series)
    await expect(cards(page)).toHaveCount(pools.filter((p) => p.series === series).length)
    await expect(page).toHaveURL(new RegExp(`series=${encodeURIComponent(series)}`))
    await seriesSelect.selectOption('')

    await bar(page).getByTestId('filter-more').click()
    const sizes = [...new Set(pools.map((p) => p.sizeCategory).filter(Boolean))] as string[]
    const size = sizes[0] ?? ''
    await page.getByTestId('filter-size').selectOption(size)
    await expect(bar(page).getByTestId('filter-more-count')).toContainText('1')
    await page.getByTestId('filter-spa').selectOption('no')
    await expect(bar(page).getByTestId('filter-more-count')).toContainText('2')
    await expectAxeClean(page, '/latham-pools with the More popover open')
    await page.keyboard.press('Escape')
    const expected = pools.filter((p) => p.sizeCategory === size && !/^(yes|true|1)$/i.test(p.builtInSpa))
    await expect(cards(page)).toHaveCount(expected.length)
    await expect(bar(page).getByTestId('chip-size')).toContainText(`Size: ${size}`)
    await expect(bar(page).getByTestId('chip-spa')).toContainText('Spa: No')
    await bar(page).getByTestId('chip-spa').click()
    await expect(bar(page).getByTestId('filter-more-count')).toContainText('1')
    await expect(cards(page)).toHaveCount(pools.filter((p) => p.sizeCategory === size).length)

    await bar(page).getByTestId('filter-more').click()
    await page.getByTestId('filter-more-clear').click()
    await expect(bar(page).getByTestId('filter-more-count')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(cards(page)).toHaveCount(pools.length)

    await bar(page).getByTestId('filter-search').fill('zzqx no such pool')
    await expect(page.getByTestId('brand-no-match')).toHaveText('No pools found matching your criteria.')
    await bar(page).getByTestId('filter-clear-all').click()
    await expect(bar(page).getByTestId('filter-search')).toHaveValue('')
    await expect(cards(page)).toHaveCount(pools.length)
  })

  test('the maker restriction stays when the brand filter is set to All Brands', async ({
    page,
    request,
  }) => {
    const pools = await lathamPools(request)
    const all = (await (await request.get('/api/pools')).json()) as ApiPool[]
    const others = all.filter((p) => !pools.some((l) => l.id === p.id))
    expect(others.length).toBeGreaterThan(0)
    await open(page, '/latham-pools')
    await bar(page).getByTestId('filter-brand').selectOption('')
    await expect(cards(page)).toHaveCount(pools.length)
    const names = await cards(page).getByRole('heading').allTextContents()
    for (const other of others) expect(names).not.toContain(other.name)
  })

  test('only the hero picture loads at once; the cards below it wait until scrolled near', async ({
    page,
  }) => {
    await open(page, '/latham-pools')
    await expect(page.getByTestId('parallax-hero').locator('img')).toHaveAttribute('fetchpriority', 'high')
    const loading = await cards(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
    expect(loading.length).toBeGreaterThan(4)
    expect(new Set(loading)).toEqual(new Set(['lazy']))
  })

  test('a filtered URL renders filtered on the server', async ({ request }) => {
    const pools = await lathamPools(request)
    const shape = sorted(pools.map((p) => p.shape))[0] ?? ''
    const html = await (await request.get(`/latham-pools?shape=${encodeURIComponent(shape)}`)).text()
    const count = html.split('data-testid="brand-pool-card"').length - 1
    expect(count).toBe(pools.filter((p) => p.shape === shape).length)
  })

  test('card slideshows advance every 4 seconds', async ({ page, request }) => {
    const pools = await lathamPools(request)
    const multi = pools.find((p) => p.images.length > 1)
    test.skip(!multi, 'no Latham pool with several pictures in the demo data')
    await page.clock.install()
    await open(page, '/latham-pools#collection')
    const card = cards(page).filter({
      has: page.getByRole('heading', { name: multi?.name ?? '', exact: true }),
    })
    await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const show = card.getByTestId('card-slideshow')
    await expect(show).toHaveAttribute('data-index', '0')
    await page.mouse.move(0, 0)
    await page.clock.runFor(3900)
    await expect(show).toHaveAttribute('data-index', '0')
    await page.clock.runFor(200)
    await expect(show).toHaveAttribute('data-index', '1')
  })

  test('why choose, ready to get started, and the two colour collections', async ({ page }) => {
    test.slow() // several pages or axe runs: more than the default 45 s on a busy machine
    await open(page, '/latham-pools')
    await expect(page.getByRole('heading', { name: 'Why Choose Latham' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible()
    const collections = page.getByTestId('color-collection')
    await expect(collections.nth(0).getByTestId('color-swatch')).toHaveText([
      'Sapphire Blue',
      'Ocean Blue',
      'Night Sky',
      'Shale Gray',
      'Coastal Bronze',
      'Pearl White',
    ])
    await expect(collections.nth(1).getByTestId('color-swatch')).toHaveText([
      'Sapphire Blue',
      'Ocean Blue',
      'Night Sky',
    ])
    await expect(page.getByRole('link', { name: 'Schedule Color Consultation' })).toHaveAttribute(
      'href',
      /^\/estimate/,
    )
    await expectAxeClean(page, '/latham-pools')
  })
})

test.describe('/san-juan-pools gallery', () => {
  test('shows the San Juan pools of the catalogue that have pictures, each linking to its pool', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/pools')).json()) as ApiPool[]
    const sanJuan = all.filter(
      (p) =>
        [p.manufacturer, p.brand].some((v) => v?.toLowerCase().includes('san juan')) && p.images.length > 0,
    )
    expect(sanJuan.length).toBeGreaterThan(0)
    await open(page, '/san-juan-pools#gallery')
    const section = page.getByRole('region', { name: 'San Juan Pool Gallery' })
    await expect(section).not.toContainText(/coming soon/i)
    await expect(section.getByTestId('gallery-ask-photos')).toHaveCount(0)
    const items = section.getByTestId('brand-gallery-item')
    await expect(items).toHaveCount(sanJuan.length)
    for (const [i, pool] of sanJuan.entries()) {
      const item = items.nth(i)
      await expect(item).toHaveAttribute('href', `/pool-detail/${pool.id}`)
      await expect(item).toContainText(pool.name)
      if (pool.series) await expect(item).toContainText(`${pool.series} Series`)
      // The first picture of the image-selection rule (through the optimiser for site paths).
      const src = (await item.locator('img').getAttribute('src')) ?? ''
      const first = pool.images[0] ?? ''
      expect(decodeURIComponent(src)).toContain(first)
    }
    await expect(section.getByRole('link', { name: 'View All Pool Brands' })).toHaveAttribute(
      'href',
      '/pools',
    )
    await expect(section.getByRole('link', { name: 'Get Custom Estimate' })).toHaveAttribute(
      'href',
      '/estimate',
    )

    // The pictures are in the server's HTML (no client fetch).
    const html = await (await request.get('/san-juan-pools')).text()
    expect(html.split('data-testid="brand-gallery-item"').length - 1).toBe(sanJuan.length)

    await items.first().click()
    await expect(page).toHaveURL(new RegExp(`/pool-detail/${sanJuan[0]?.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: sanJuan[0]?.name })).toBeVisible()
  })
})
