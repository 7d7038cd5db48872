import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** WCAG 2.2 A/AA and axe's best practices (landmarks, heading order, unique labels). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Every fixed public route of spec 01 §2, the six landing routes included. */
export const FIXED_PUBLIC_PATHS = [
  '/',
  '/pools',
  '/contact',
  '/estimate',
  '/design',
  '/installation',
  '/financing',
  '/calculator',
  '/resurfacing',
  '/about',
  '/blog',
  '/resources',
  '/packages',
  '/latham-pools',
  '/san-juan-pools',
  '/above-ground-pools',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/legal-disclaimers',
  '/cookie-policy',
  '/fiberglass-pools-ocala',
  '/10x20-fiberglass-pool',
  '/test-landing',
  '/pool-resurfacing-ocala-fl',
  '/pool-services-tampa-fl',
  '/enhanced-pool-installation-jacksonville-fl',
] as const

/** A pool detail page, found through the public API. */
export async function poolDetailPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/pools')
  expect(response.ok(), 'GET /api/pools').toBe(true)
  const body: unknown = await response.json()
  const list = Array.isArray(body) ? body : ((body as { pools?: unknown[] }).pools ?? [])
  const first = list.find(
    (pool): pool is { id: number } => typeof (pool as { id?: unknown })?.id === 'number',
  )
  expect(first, 'at least one pool in GET /api/pools').toBeDefined()
  return `/pool-detail/${first?.id}`
}

/** A blog post, found from the links on /blog. */
export async function blogPostPath(page: Page): Promise<string> {
  await page.goto('/blog')
  const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
  expect(href, 'a link to a blog post on /blog').toBeTruthy()
  return href ?? '/blog'
}

/**
 * axe for the page with every box that `content-visibility: auto` skips (sections far below the
 * screen, the footer) rendered first, as a visitor sees them once scrolled to. While Chromium skips
 * a box or is just bringing it back, axe can read its text's colour wrong (black on the dark
 * footer, contrast 1.17, in one full-suite run), which made the contrast check flaky; rendered, the
 * text is checked with the colours people see. Set through the CSSOM, which the CSP allows.
 */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  await renderSkippedBoxes(page)
  return new AxeBuilder({ page })
}

/** Renders every box that `content-visibility: auto` skips, as a visitor sees it once scrolled there. */
export async function renderSkippedBoxes(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}

/**
 * Runs axe (AXE_TAGS) on the page as it is now and expects no violation. The failure message
 * lists each rule with the elements it found, so the fix is obvious from the test output.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await (await axeFor(page)).withTags(AXE_TAGS).analyze()
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    elements: v.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }))
  expect(violations, `axe violations on ${label}`).toEqual([])
}

/**
 * The axe tests of the public pages that the desktop and the phone suites (a11y.spec.ts,
 * a11y.mobile.spec.ts) both declare, inside their own describe: every fixed public route, a pool
 * detail page, a blog post and the login screen.
 */
/**
 * The pages axe also checks at phone width: those whose phone layout differs most (menus, filter
 * panels, forms, the calculator, a landing page). The page's markup is the same at every width, so
 * the rest are checked at desktop width only (docs/decisions/0138-axe-checks.md).
 */
export const PHONE_AXE_PATHS: readonly string[] = [
  '/',
  '/pools',
  '/contact',
  '/estimate',
  '/financing',
  '/calculator',
  '/latham-pools',
  '/fiberglass-pools-ocala',
]

export function axeTestsOfPublicPages(paths: readonly string[] = FIXED_PUBLIC_PATHS) {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await openPage(page, path)
      await expectNoAxeViolations(page, path)
    })
  }

  test('a pool detail page', async ({ page, request }) => {
    const path = await poolDetailPath(request)
    await openPage(page, path)
    await expectNoAxeViolations(page, path)
  })

  test('a blog post', async ({ page }) => {
    const path = await blogPostPath(page)
    await openPage(page, path)
    await expectNoAxeViolations(page, path)
  })

  test('/admin-login', async ({ page }) => {
    await openPage(page, '/admin-login')
    await expectNoAxeViolations(page, '/admin-login')
  })
}

/** Opens a page and waits until it is hydrated and quiet, so axe sees the interactive state. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), `status of ${path}`).toBe(200)
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

/**
 * Whether the focused element shows a focus indicator: an outline or a ring (box-shadow). Frames
 * count as shown: what is focused is inside them.
 */
export async function focusedElementShowsFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { ok: false, what: 'nothing focused', again: false }
    // Marks each stop, so coming round to the first one again ends the walk.
    const again = el.dataset.a11yFocusSeen === '1'
    el.dataset.a11yFocusSeen = '1'
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40)
    const what = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('href') ? ` href="${el.getAttribute('href')}"` : ''}> "${label}"`
    if (el.tagName === 'IFRAME') return { ok: true, what, again }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1
    const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
    return { ok: outline || ring, what, again }
  })
}

/**
 * Every focus stop of the page (elements reachable with Tab: links, buttons, fields, frames and
 * anything with tabindex >= 0 that is rendered and not disabled or inert), focused one by one in the
 * keyboard modality, and the ones that show no focus indicator. One Tab first puts the page in
 * keyboard mode, so a programmatic focus() matches :focus-visible exactly as Tab would. A visually
 * hidden control (a 1px radio or checkbox) counts as shown when its label or parent shows a ring.
 */
export async function focusStopsWithoutIndicator(page: Page) {
  await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [tabindex], [contenteditable="true"]'
    const shows = (el: Element | null | undefined) => {
      if (!el) return false
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '')
    }
    const stops = [...document.querySelectorAll<HTMLElement>(SELECTOR)].filter((el) => {
      if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert], [hidden]')) return false
      if (el instanceof HTMLInputElement && el.type === 'hidden') return false
      const style = getComputedStyle(el)
      return el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none'
    })
    const missing: string[] = []
    let checked = 0
    for (const el of stops) {
      el.focus({ preventScroll: true })
      if (document.activeElement !== el) continue
      checked++
      if (el.tagName === 'IFRAME') continue
      const rect = el.getBoundingClientRect()
      const hidden = rect.width <= 2 || rect.height <= 2
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : []
      const ok =
        shows(el) ||
        (hidden && (labels.some(shows) || shows(el.parentElement) || shows(el.nextElementSibling)))
      if (!ok) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40)
        const href = el.getAttribute('href')
        missing.push(
          `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${href ? ` href="${href}"` : ''}> "${label}"`,
        )
      }
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    return { missing, stops: checked }
  })
}
