/**
 * Facts that agree (issue 33, item 3; docs/decisions/facts-that-agree.md): every public page's
 * rendered text is scanned for installation spans, customer counts, warranty years, rates and
 * permit costs, and each must be the figure content/ holds (tests/helpers/facts.ts). Covers the
 * fixed pages, a pool of each brand, every published blog post and every published landing page.
 */
import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_ROUTES } from '@/content/routes'
import { formatApr } from '@/lib/financing/calculator'
import { BLOG_POST_SPECS } from '@/lib/demo-data/blog-posts'
import { demoFinancingOptions } from '@/lib/demo-data/financing'
import { DEMO_LANDING_PAGES } from '@/lib/demo-data/landing-pages'
import { factProblems } from '../helpers/facts'
import { apiPools, maker } from './catalogue-helpers'

test.describe.configure({ timeout: 240_000 })

const offered = demoFinancingOptions(new Date()).filter((o) => o.isActive !== false)
const rates = offered.map((o) => o.apr ?? o.interestRate ?? 0)
const context = { lowestApr: formatApr(Math.min(...rates)), aprs: rates.map(formatApr) }

async function pageText(page: Page, path: string): Promise<string> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  // Far sections render when near the screen: walk down so every island and list is drawn.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  return page.locator('body').innerText()
}

test('every public page states the figures content/ holds', async ({ page, request }) => {
  const pools = await apiPools(request)
  const poolPaths = ['Latham', 'San Juan'].flatMap((brand) => {
    const pool = pools.find((p) => maker(p) === brand)
    return pool ? [`/pool-detail/${pool.id}`] : []
  })
  expect(poolPaths).toHaveLength(2)
  const paths = [
    ...PUBLIC_ROUTES.map((route) => route.path),
    ...poolPaths,
    ...BLOG_POST_SPECS.filter((post) => post.status === 'published').map((post) => `/blog/${post.slug}`),
    ...DEMO_LANDING_PAGES.filter((landing) => landing.status === 'published').map((l) => `/${l.slug}`),
  ]
  const found: Record<string, string[]> = {}
  for (const path of paths) {
    const problems = factProblems(await pageText(page, path), context)
    if (problems.length) found[path] = problems
  }
  expect(found).toEqual({})
})

test('each figure says what it is about', async ({ page }) => {
  await pageText(page, '/')
  await expect(page.locator('#warranty')).toContainText('Limited Surface Warranty')
  await pageText(page, '/installation')
  const facts = page.getByTestId('key-facts')
  await expect(facts).toContainText('Typical days on site')
  await expect(facts).toContainText('Permit approval to finished pool')
  await pageText(page, '/contact')
  await expect(page.getByText('Happy customers since 1956')).toBeVisible()
  await pageText(page, '/about')
  await expect(page.getByText('Five-star reviews')).toBeVisible()
})
