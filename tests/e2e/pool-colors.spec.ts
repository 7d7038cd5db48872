/**
 * One colour, one look: a finish colour's swatch is drawn the same on the home teaser, /design,
 * /latham-pools and a pool's page, from the colour table (content/pool-colors.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { POOL_COLOR_LOOKS, POOL_COLOR_NAMES, type PoolColorName } from '@/content/pool-colors'
import { apiPools } from './catalogue-helpers'

// Four pages on a shared machine.
test.describe.configure({ timeout: 120_000 })

/** '#6b7a86' as the browser writes it in a computed style: 'rgb(107, 122, 134)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** The colour gradient of every swatch of `name` on the page (the sheen above it left out). */
async function swatchGradients(page: Page, name: PoolColorName): Promise<string[]> {
  const swatches = page.locator(`[data-color="${name}"]`)
  await expect(swatches.first(), `a '${name}' swatch`).toBeAttached()
  return swatches.evaluateAll((elements) =>
    elements.map((el) => /linear-gradient\(.*\)$/.exec(getComputedStyle(el).backgroundImage)?.[0] ?? 'none'),
  )
}

test('each colour has the same swatch on the home page, /design, /latham-pools and a pool page', async ({
  page,
  request,
}) => {
  const pools = await apiPools(request)
  const withAll = pools.find((pool) => {
    const finishes = Array.isArray(pool.finishOptions) ? (pool.finishOptions as string[]) : []
    return POOL_COLOR_NAMES.every((name) => finishes.includes(name))
  })
  expect(withAll, 'a pool offered in all six colours').toBeDefined()
  const paths = ['/', '/design', '/latham-pools', `/pool-detail/${withAll?.id}`]

  for (const path of paths) {
    await page.goto(path)
    for (const name of POOL_COLOR_NAMES) {
      const look = POOL_COLOR_LOOKS[name]
      const expected = `linear-gradient(135deg, ${rgb(look.from)}, ${rgb(look.to)})`
      const found = await swatchGradients(page, name)
      expect(found, `${name} on ${path}`).toEqual(found.map(() => expected))
    }
  }
})
