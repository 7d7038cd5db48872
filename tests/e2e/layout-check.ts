import { devices, expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import { FINDER_STORAGE_KEYS } from '@/lib/recommendations/storage-keys'
import config from '../../playwright.config'
import { installLayoutProbe } from './layout-probe'
import { ADMIN } from './demo-admin'

/** The widths of issue 22: a narrow and a common phone, a tablet, a laptop. */
export const PHONE_WIDTHS = [360, 390] as const
export const WIDE_WIDTHS = [768, 1366] as const
/**
 * The staff screens are looked at on the phone and the laptop the team uses (390 and 1366 px);
 * the public site also at the narrowest phone and a tablet, where visitors' layouts broke.
 */
export const STAFF_WIDTHS: readonly number[] = [390, 1366]
/**
 * The widths every public page is walked at: the narrowest phone, the tablet and the laptop. At
 * 390 px only the staff screens are walked; six key public pages are compared pixel by pixel there
 * (screenshots.spec.ts) and the mobile specs run at 412 px (Pixel 7). Keeps the suite within CI's time.
 */
export const PUBLIC_WIDTHS: readonly number[] = [360, 768, 1366]
const PHONE_LIMIT = 480

/**
 * The page area people see at each width: a 360 px Android phone's Chrome (Galaxy S8 in
 * Playwright's device list), a 390 px iPhone's Safari with its bars collapsed as after any scroll,
 * a 768 × 1024 tablet and a 1366 × 768 laptop.
 */
const SCREEN_HEIGHTS: Record<number, number> = { 360: 740, 390: 750, 768: 1024, 1366: 768 }

/** A screen of the given width: a touch phone below 768 px (as Pixel 7), else a desktop window. */
function contextOptions(width: number) {
  const { defaultBrowserType: _, ...device } = width < 768 ? devices['Pixel 7'] : devices['Desktop Chrome']
  return { ...device, viewport: { width, height: SCREEN_HEIGHTS[width] ?? 800 } }
}

let addressSeed = Math.floor(Math.random() * 60_000)

/** A client address of its own (TEST-NET-2): the per-address lead limit never meets another test's. */
export function uniqueAddress() {
  addressSeed++
  return `198.51.${100 + ((addressSeed >> 8) % 100)}.${(addressSeed % 250) + 1}`
}

/**
 * One browser context per width (and one signed in as the demo admin) for each worker, shared by
 * the pages that worker looks at: the HTTP cache and the admin session carry over, so a page test
 * costs a page load, not a new browser profile and a login. Every context has the layout probe and
 * a visitor who has seen /pools, so the floating Pool Finder shows as it does for most shoppers.
 */
export const test = base.extend<
  { layoutPage: (width: number, options?: { signedIn?: boolean }) => Promise<Page> },
  { layoutContexts: (width: number, signedIn: boolean) => Promise<BrowserContext> }
>({
  layoutContexts: [
    async ({ browser }, provide) => {
      const made = new Map<string, Promise<BrowserContext>>()
      const make = async (width: number, signedIn: boolean) => {
        const context = await browser.newContext({
          ...contextOptions(width),
          baseURL: config.use?.baseURL,
          extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
        })
        await context.addInitScript(installLayoutProbe)
        await context.addInitScript((keys) => {
          window.sessionStorage.setItem(keys.visitedPools, 'true')
          window.sessionStorage.setItem(keys.showAssistant, 'true')
        }, FINDER_STORAGE_KEYS)
        if (signedIn) {
          const response = await context.request.post('/api/admin/login', { data: ADMIN })
          expect(response.status(), 'admin login').toBe(200)
        }
        return context
      }
      await provide((width, signedIn) => {
        const key = `${width}:${signedIn}`
        if (!made.has(key)) made.set(key, make(width, signedIn))
        return made.get(key)!
      })
      for (const context of made.values()) await (await context).close()
    },
    { scope: 'worker' },
  ],
  layoutPage: async ({ layoutContexts }, provide) => {
    const pages: Page[] = []
    await provide(async (width, options = {}) => {
      const page = await (await layoutContexts(width, options.signedIn ?? false)).newPage()
      pages.push(page)
      return page
    })
    for (const page of pages) await page.close()
  },
})

/** Opens a page and waits (briefly) until its network is quiet: its own code and pictures loaded. */
export async function openForLayout(page: Page, path: string, status = 200) {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), `status of ${path}`).toBe(status)
  // Admin screens check their session now and then: the network is never idle for long there.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}

/**
 * Waits (briefly) for the Pool Finder's button of public pages, which shows after hydration:
 * floating on desktops, in the sticky header on phones and tablets.
 */
export async function waitForFloatingControls(page: Page) {
  await page
    .locator('[data-testid="finder-launcher"]:visible, [data-testid="finder-header-button"]:visible')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined)
}

/** Installs the probe in a page opened without the layout fixture (a test of one page in one state). */
async function withProbe(page: Page) {
  if (!(await page.evaluate(() => 'layoutProbe' in window))) await page.evaluate(installLayoutProbe)
}

/**
 * Scrolls to the bottom of the page a screen at a time, as a visitor does: boxes that
 * `content-visibility: auto` skips render as they come near, nothing is forced visible.
 */
export async function scrollThrough(page: Page) {
  await withProbe(page)
  const step = page.viewportSize()?.height ?? 800
  await page.evaluate((step) => window.layoutProbe.scrollThrough({ step }), step)
}

/**
 * Looks at the page as a person does and expects nothing wrong: the screen it opens on, then a
 * scroll to the bottom a screen at a time, then the bottom. Each kind of fault is a soft
 * expectation of its own, so one run lists them all, each naming the page, width and elements.
 */
export async function expectGoodLayout(page: Page, label: string) {
  await withProbe(page)
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  const where = `${label} at ${width} px`

  // The floating Pool Finder decides whether to step aside once scrolling has rested (120 ms,
  // components/finder/use-step-aside.ts): look as a person does, after the page has come to rest.
  const rest = () => page.waitForTimeout(300)
  await rest()
  const atFirstScreen = await page.evaluate(() =>
    window.layoutProbe.coveredControls({ ignoreCoversAtTop: false }),
  )
  const seen = await page.evaluate((options) => window.layoutProbe.lookThrough(options), {
    // A screen at a time: each stop also looks 200 px past the screen's edges.
    step: height,
    width,
    phone: width <= PHONE_LIMIT,
  })
  // Far-down client components load as they come near the screen; let the last ones settle.
  await page
    .waitForFunction(() => !document.querySelector('[data-island]:not([data-island-live])'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined)
  await rest()
  const atBottom = await page.evaluate(() => window.layoutProbe.coveredControls({ ignoreCoversAtTop: true }))
  const gap = await page.evaluate(() => window.layoutProbe.footerGap())

  // A grid of too-wide cards is one fault: the first few name it.
  const first = (findings: string[], count = 6) =>
    findings.length > count
      ? [...findings.slice(0, count), `… and ${findings.length - count} more`]
      : findings
  const { walk } = seen
  expect
    .soft(
      walk.reachedBottom,
      `${where}: the walk stopped at ${walk.scrollY} of ${walk.bottom} px after ${walk.stops} stops in ${walk.ms} ms`,
    )
    .toBe(true)
  const { widest, firstAt } = seen.scrollWidth
  expect
    .soft(widest, `${where}: the page scrolls sideways (${widest} px wide from scroll position ${firstAt})`)
    .toBeLessThanOrEqual(width + 1)
  expect.soft(first(seen.beyondEdges), `${where}: elements reach beyond the screen`).toEqual([])
  expect.soft(seen.textOverlaps, `${where}: text drawn over other text`).toEqual([])
  expect.soft(seen.squeezedRows, `${where}: items squeezed beside a short neighbour`).toEqual([])
  expect.soft(first(seen.underFloating), `${where}: text or controls under a floating element`).toEqual([])
  expect
    .soft(atFirstScreen, `${where}: controls under a floating element on the screen it opens on`)
    .toEqual([])
  expect.soft(atBottom, `${where}: controls under a floating element at the bottom`).toEqual([])
  expect.soft(gap, `${where}: a band between the last section and the footer`).toEqual([])
}
