import { expect, test, type Page } from '@playwright/test'
import { poolPriceText } from '@/lib/pools/price-wording'
import { expectNoAxeViolations } from './a11y-helpers'
import { apiPools, collectionTitle, maker, queryOf, searchMatches, type ApiPool } from './catalogue-helpers'

// These walk whole pages with many steps; a loaded machine needs more than the default 45 s.
test.describe.configure({ timeout: 120_000 })

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await expectNoAxeViolations(page, page.url())
}

const title = (page: Page) => page.getByTestId('collection-title')
const cards = (page: Page) => page.getByTestId('pool-list').getByTestId('pool-card')

/** Opens the filter side panel (it starts closed when no filter is set). */
async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Find Your Pool' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(page.getByRole('search', { name: 'Filter pools' })).toBeVisible()
}

test.describe('GET /api/pools and /api/manufacturers', () => {
  test('lists the active pools with every field and image spelling', async ({ request }) => {
    const pools = await apiPools(request)
    const pool = pools[0] as ApiPool
    for (const key of [
      'id',
      'name',
      'model',
      'manufacturer',
      'brand',
      'series',
      'shape',
      'size',
      'sizeCategory',
      'dimensions',
      'length',
      'width',
      'depth',
      'volume',
      'description',
      'builtInSpa',
      'features',
      'finishOptions',
      'warranty',
      'price',
      'isActive',
      'createdAt',
      'updatedAt',
      'imageUrl',
      'imageUrl1',
      'imageUrl5',
      'image1Url',
      'image5Url',
      'image10Url',
      'image_url',
      'image_url_1',
      'image_1_url',
      'image_10_url',
    ]) {
      expect(pool, key).toHaveProperty(key)
    }
    expect(pool.isActive).toBe(true)
    expect(String(pool.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(pool.image_url_1).toBe(pool.imageUrl1)
    expect(pool.images.length).toBeGreaterThan(0)
    for (const src of pool.images) expect(src).toMatch(/^(\/|http)/)
  })

  test('lists the manufacturers, enabled and disabled', async ({ request }) => {
    const response = await request.get('/api/manufacturers')
    expect(response.status()).toBe(200)
    const list = (await response.json()) as { name: string; enabled: boolean }[]
    expect(list.some((m) => m.enabled)).toBe(true)
    expect(list.map((m) => m.name)).toContain('Latham')
  })

  test('both lists are revalidated on every use: no-cache, a strong ETag and 304 when unchanged', async ({
    request,
  }) => {
    for (const path of ['/api/pools', '/api/manufacturers']) {
      const first = await request.get(path)
      expect(first.headers()['cache-control'], path).toBe('public, no-cache')
      const etag = first.headers()['etag'] ?? ''
      expect(etag, path).toMatch(/^"[\w-]+"$/)
      const again = await request.get(path, { headers: { 'if-none-match': etag } })
      expect(again.status(), path).toBe(304)
      expect((await again.body()).length, path).toBe(0)
      const other = await request.get(path, { headers: { 'if-none-match': '"something-else"' } })
      expect(other.status(), path).toBe(200)
      expect(other.headers()['etag'], path).toBe(etag)
    }
  })
})

test.describe('/pools gallery', () => {
  test('shows the real count in the hero and the title, and every active pool', async ({ page, request }) => {
    const pools = await apiPools(request)
    await page.goto('/pools')
    await expect(page.getByTestId('pool-count')).toHaveText(String(pools.length))
    await expect(title(page)).toHaveText(collectionTitle(pools.length))
    await expect(page.getByRole('heading', { name: pools[0]?.name ?? '', exact: true })).toBeVisible()
  })

  test('card pictures, below the hero on a phone, wait until scrolled near', async ({ page }) => {
    for (const view of ['grid', 'list']) {
      await page.goto(`/pools?view=${view}`)
      const loading = await cards(page)
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
      expect(loading.length).toBeGreaterThan(2)
      expect(new Set(loading)).toEqual(new Set(['lazy']))
    }
  })

  test('free-text search filters the list and lives in the URL', async ({ page, request }) => {
    const pools = await apiPools(request)
    await page.goto('/pools')
    await openPanel(page)
    const term = 'tanning ledge'
    const expected = pools.filter((p) => searchMatches(p, term))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(pools.length)
    await page.getByLabel('Search pools').fill(term)
    await expect(page).toHaveURL(/[?&]q=tanning\+ledge/)
    await expect(title(page)).toHaveText(collectionTitle(expected.length))
    await expect(page.getByLabel('Search pools')).toHaveValue(term)
    // Search covers the maker and the series too.
    await page.getByLabel('Search pools').fill('san juan coastal')
    const coastal = pools.filter((p) => searchMatches(p, 'san juan coastal'))
    await expect(title(page)).toHaveText(collectionTitle(coastal.length))
    for (const pool of coastal)
      await expect(page.getByRole('heading', { name: pool.name, exact: true })).toBeVisible()
  })

  for (const [label, param, pick] of [
    ['Shape', 'shape', (p: ApiPool) => p.shape],
    ['Size category', 'size', (p: ApiPool) => p.sizeCategory],
    ['Manufacturer', 'manufacturer', maker],
    ['Series', 'series', (p: ApiPool) => p.series],
  ] as const) {
    test(`the ${label} select filters the list`, async ({ page, request }) => {
      const pools = await apiPools(request)
      const counts = new Map<string, number>()
      for (const pool of pools) {
        const value = pick(pool)
        if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      const [value, count] = [...counts].sort((a, b) => a[1] - b[1])[0] ?? ['', 0]
      await page.goto('/pools')
      await openPanel(page)
      await page.getByLabel(label, { exact: true }).selectOption(value)
      await expect(page).toHaveURL(
        new RegExp(`[?&]${param}=${encodeURIComponent(value).replace(/%20/g, '\\+')}`),
      )
      await expect(title(page)).toHaveText(collectionTitle(count))
      await expect(cards(page)).toHaveCount(Math.min(count, 24))
      await page.getByRole('link', { name: 'Clear All Filters', exact: true }).first().click()
      await expect(title(page)).toHaveText(collectionTitle(pools.length))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    })
  }

  test('quick filters for brand, shape and size, and Clear', async ({ page, request }) => {
    const pools = await apiPools(request)
    await page.goto('/pools')
    const quick = page.getByTestId('quick-filters')
    await quick.getByRole('link', { name: 'Brand: Latham' }).click()
    await expect(page).toHaveURL(/manufacturer=Latham/)
    const latham = pools.filter((p) => maker(p) === 'Latham')
    await expect(title(page)).toHaveText(collectionTitle(latham.length))
    await expect(quick.getByRole('link', { name: 'Brand: Latham' })).toHaveAttribute('aria-current', 'true')

    await quick.getByRole('link', { name: 'Size: Large' }).click()
    await expect(page).toHaveURL(/size=Large/)
    const both = latham.filter((p) => p.sizeCategory === 'Large')
    await expect(title(page)).toHaveText(collectionTitle(both.length))

    await quick.getByRole('link', { name: 'Shape: Rectangle' }).click()
    const three = both.filter((p) => p.shape === 'Rectangle')
    await expect(title(page)).toHaveText(collectionTitle(three.length))
    // The selects of the panel show the same state.
    await openPanel(page)
    await expect(page.getByLabel('Manufacturer', { exact: true })).toHaveValue('Latham')
    await expect(page.getByLabel('Shape', { exact: true })).toHaveValue('Rectangle')

    // A second click removes that one filter.
    await quick.getByRole('link', { name: 'Shape: Rectangle' }).click()
    await expect(title(page)).toHaveText(collectionTitle(both.length))
    await quick.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(page).toHaveURL(/\/pools$/)
    await expect(title(page)).toHaveText(collectionTitle(pools.length))
  })

  test('loading the gallery does not prefetch a filtered version of it for each chip', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/pools' && url.searchParams.has('_rsc')) prefetched.push(url.search)
    })
    await page.goto('/pools')
    await expect(
      page.getByTestId('quick-filters').getByRole('link', { name: 'Shape: Rectangle' }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Give the router's idle-time prefetching a moment, then check nothing of the page was fetched.
    await page.waitForTimeout(1_000)
    expect(prefetched).toEqual([])
    // A chip still works: it fetches its view when clicked.
    await page.getByTestId('quick-filters').getByRole('link', { name: 'Shape: Rectangle' }).click()
    await expect(page).toHaveURL(/shape=Rectangle/)
  })

  test('a filtered view round-trips through the URL: shared, reloaded, back and forward', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const expected = pools.filter((p) => maker(p) === 'San Juan' && p.shape === 'Freeform')
    expect(expected.length).toBeGreaterThan(0)
    await page.goto('/pools?manufacturer=san+juan&shape=freeform&view=list')
    await expect(title(page)).toHaveText(collectionTitle(expected.length))
    await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'list')
    await expect(page.getByLabel('Manufacturer', { exact: true })).toHaveValue('San Juan')
    await expect(page.getByLabel('Shape', { exact: true })).toHaveValue('Freeform')
    await page.reload()
    await expect(title(page)).toHaveText(collectionTitle(expected.length))

    await page.getByLabel('Shape', { exact: true }).selectOption('')
    const sanJuan = pools.filter((p) => maker(p) === 'San Juan')
    await expect(title(page)).toHaveText(collectionTitle(sanJuan.length))
    await expect(page).not.toHaveURL(/shape=/)
    await expect(page).toHaveURL(/view=list/)
  })

  test('unknown filter values are ignored and out-of-range pages show the last page', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const response = await page.goto(
      '/pools?shape=Hexagon&size=Gigantic&manufacturer=Nobody&series=Bogus&view=tiles&page=abc',
    )
    expect(response?.status()).toBe(200)
    await expect(title(page)).toHaveText(collectionTitle(pools.length))
    await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'grid')

    const lastPage = Math.ceil(pools.length / 24)
    await page.goto('/pools?page=999')
    await expect(cards(page)).toHaveCount(pools.length - (lastPage - 1) * 24)
    if (lastPage > 1) {
      await expect(
        page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${lastPage}` }),
      ).toHaveAttribute('aria-current', 'page')
    }
  })

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/pools?q=no-such-pool-xyz')
    await expect(page.getByText('No pools match your current filters...')).toBeVisible()
    await expect(title(page)).toHaveText(collectionTitle(0))
    await page
      .getByTestId('pools-empty')
      .getByRole('link', { name: 'Clear All Filters', exact: true })
      .click()
    await expect(cards(page).first()).toBeVisible()
  })

  test('grid and list views carry the estimate parameters of the spec', async ({ page, request }) => {
    const pools = await apiPools(request)
    const first = pools[0] as ApiPool
    await page.goto('/pools')
    const card = page.locator(`[data-testid="pool-card"][data-pool-id="${first.id}"]`)
    const grid = queryOf(
      await card.getByRole('link', { name: `Get Estimate: ${first.name}` }).getAttribute('href'),
    )
    expect(grid).toMatchObject({
      poolName: first.name,
      poolSeries: first.series,
      poolShape: first.shape,
      poolSize: first.sizeCategory,
      poolLength: String(first.length),
      poolWidth: String(first.width),
      poolDepth: first.depth,
      poolManufacturer: maker(first),
      sourcePage: 'pools',
    })
    await expect(card.getByRole('link', { name: `View Details: ${first.name}` })).toHaveAttribute(
      'href',
      `/pool-detail/${first.id}`,
    )

    await page.getByRole('link', { name: 'List view' }).click()
    await expect(page).toHaveURL(/view=list/)
    await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'list')
    const list = queryOf(
      await card.getByRole('link', { name: `Get Quote: ${first.name}` }).getAttribute('href'),
    )
    expect(list).toMatchObject({
      poolId: String(first.id),
      poolName: first.name,
      poolDimensions: first.dimensions,
    })
    await page.getByRole('link', { name: 'Grid view' }).click()
    await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'grid')
  })

  test('card carousels wrap at both ends', async ({ page, request }) => {
    const pools = await apiPools(request)
    const pool = pools.find((p) => p.images.length >= 2) as ApiPool
    const n = pool.images.length
    await page.goto('/pools')
    const card = page.locator(`[data-testid="pool-card"][data-pool-id="${pool.id}"]`)
    const position = card.getByTestId('pool-card-position')
    await expect(position).toHaveText(`Photo 1 / ${n}`)
    await card.getByRole('button', { name: `Previous photo of ${pool.name}` }).click()
    await expect(position).toHaveText(`Photo ${n} / ${n}`)
    await card.getByRole('button', { name: `Next photo of ${pool.name}` }).click()
    await expect(position).toHaveText(`Photo 1 / ${n}`)
    for (let i = 1; i < n; i++) await card.getByRole('button', { name: `Next photo of ${pool.name}` }).click()
    await expect(position).toHaveText(`Photo ${n} / ${n}`)
    await card.getByRole('button', { name: `Next photo of ${pool.name}` }).click()
    await expect(position).toHaveText(`Photo 1 / ${n}`)
  })

  test('the Find Your Pool toggle opens and closes the filter panel', async ({ page }) => {
    await page.goto('/pools')
    const toggle = page.getByRole('button', { name: 'Find Your Pool' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('search', { name: 'Filter pools' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('search', { name: 'Filter pools' })).toBeVisible()
    await toggle.click()
    await expect(page.getByRole('search', { name: 'Filter pools' })).toBeHidden()
  })

  test('has no axe violations, with the filter panel open', async ({ page }) => {
    await page.goto('/pools?panel=open')
    await expect(page.getByRole('search', { name: 'Filter pools' })).toBeVisible()
    await expectAxeClean(page)
    await page.getByRole('link', { name: 'List view' }).click()
    await expect(page.getByTestId('pool-list')).toHaveAttribute('data-view', 'list')
    await expectAxeClean(page)
  })
})

test.describe('/pool-detail/{id}', () => {
  test('shows what a buyer needs: gallery, every dimension, features, colours, price, disclaimer, estimate, related', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const pool = pools.find((p) => p.price && p.images.length >= 2 && maker(p) === 'Latham') as ApiPool
    const response = await page.goto(`/pool-detail/${pool.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(pool.name))
    const specs = page.getByTestId('pool-specs')
    for (const value of [
      pool.dimensions,
      pool.depth,
      pool.shape,
      pool.series,
      maker(pool),
      `${pool.length} ft`,
      `${pool.width} ft`,
    ]) {
      await expect(specs).toContainText(String(value))
    }
    await expect(specs).toContainText(String(pool.volume))
    await expect(specs).toContainText('Built-in spa')
    await expect(page.getByTestId('pool-price')).toHaveText(poolPriceText(pool.price))
    await expect(page.getByTestId('dimension-disclaimer')).toContainText('3%')
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible()
    await expect(page.getByTestId('finish-options').getByRole('listitem')).toHaveCount(
      (pool.finishOptions as string[]).length,
    )
    await expect(page.getByRole('heading', { name: /Color Collections/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Warranty' })).toBeVisible()

    const estimate = queryOf(await page.getByTestId('detail-estimate').getAttribute('href'))
    expect(estimate).toMatchObject({
      poolId: String(pool.id),
      poolName: pool.name,
      poolModel: pool.model,
      poolDimensions: pool.dimensions,
      sourcePage: 'pool-detail',
    })
    const related = page.getByRole('region', { name: 'Related Pools' })
    await expect(related.getByTestId('pool-card').first()).toBeVisible()
    await expect(related.locator(`[data-pool-id="${pool.id}"]`)).toHaveCount(0)
    // A related pool's Get Estimate credits the detail page, not /pools.
    const relatedEstimate = related
      .getByTestId('pool-card')
      .first()
      .getByRole('link', { name: /^Get Estimate/ })
    expect(queryOf(await relatedEstimate.getAttribute('href'))).toMatchObject({ sourcePage: 'pool-detail' })
  })

  test('the gallery wraps, opens a full-screen lightbox that traps focus and closes with the button and Escape', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const pool = pools.find((p) => p.images.length >= 2) as ApiPool
    const n = pool.images.length
    await page.goto(`/pool-detail/${pool.id}`)
    const gallery = page.getByRole('region', { name: 'Pool images' })
    const position = page.getByTestId('gallery-position')
    await expect(position).toHaveText(`Image 1 of ${n}`)
    await gallery.getByRole('button', { name: 'Previous image' }).click()
    await expect(position).toHaveText(`Image ${n} of ${n}`)
    await gallery.getByRole('button', { name: 'Next image' }).click()
    await expect(position).toHaveText(`Image 1 of ${n}`)
    await gallery.getByRole('button', { name: `Show image 2 of ${n}` }).click()
    await expect(position).toHaveText(`Image 2 of ${n}`)

    const opener = gallery.getByRole('button', { name: /Open full-screen view/ })
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`Image 2 of ${n}`)
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toContainText(`Image ${n > 2 ? 3 : 1} of ${n}`)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await page.getByRole('button', { name: 'Close full-screen view' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a picture that fails to load shows the placeholder', async ({ page, request }) => {
    const pools = await apiPools(request)
    const pool = pools[0] as ApiPool
    await page.route(/\/_next\/image\?url=%2Fimages%2Fpools%2F/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
    await page.goto('/pools')
    const card = page.locator(`[data-testid="pool-card"][data-pool-id="${pool.id}"]`)
    await expect(card.locator('img').first()).toHaveAttribute('src', /placeholder-pool\.svg/)
  })

  test('unknown, inactive and non-numeric ids give the 404 page with status 404', async ({
    page,
    request,
  }) => {
    const pools = await apiPools(request)
    const ids = pools.map((p) => p.id)
    const inactive = Array.from({ length: Math.max(...ids) }, (_, i) => i + 1).find((id) => !ids.includes(id))
    const paths = ['/pool-detail/abc', '/pool-detail/1.5', '/pool-detail/-3', '/pool-detail/999999']
    if (inactive) paths.push(`/pool-detail/${inactive}`)
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    }
  })

  test('/pool/{id} redirects permanently to /pool-detail/{id}', async ({ request, page }) => {
    const pools = await apiPools(request)
    const id = pools[1]?.id
    const response = await request.get(`/pool/${id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe(`/pool-detail/${id}`)
    await page.goto(`/pool/${id}`)
    await expect(page).toHaveURL(new RegExp(`/pool-detail/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: pools[1]?.name })).toBeVisible()
  })

  test('has no axe violations', async ({ page, request }) => {
    const pools = await apiPools(request)
    await page.goto(`/pool-detail/${pools[0]?.id}`)
    await expectAxeClean(page)
  })
})

test.describe('without JavaScript', () => {
  test('/pools and a detail page carry the pool names in the HTML', async ({ browser, request }) => {
    const pools = await apiPools(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/pools')
    for (const pool of pools.slice(0, 24)) {
      await expect(page.getByRole('heading', { name: pool.name, exact: true })).toBeVisible()
    }
    await expect(page.getByTestId('collection-title')).toHaveText(collectionTitle(pools.length))
    // Filters work as plain links and a GET form.
    await page.goto('/pools?shape=Kidney')
    const kidney = pools.filter((p) => p.shape === 'Kidney')
    await expect(page.getByTestId('collection-title')).toHaveText(collectionTitle(kidney.length))

    const pool = pools[2] as ApiPool
    await page.goto(`/pool-detail/${pool.id}`)
    await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible()
    await expect(page.getByTestId('pool-specs')).toContainText(String(pool.dimensions))
    await context.close()
  })
})
