import { expect, type Page } from '@playwright/test'
import { AXE_TAGS, axeFor } from './a11y-helpers'

/**
 * axe (AXE_TAGS) on the page as it is now, listing each rule with its elements on failure.
 * As in the a11y sweep, under reduced motion and once no transition is running, so no colour is
 * measured half-way (a tab the scroll has just made active, a button still fading in).
 */
export async function expectAxeClean(page: Page, label: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined)
  const results = await (await axeFor(page)).withTags(AXE_TAGS).exclude('iframe').analyze()
  const violations = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  )
  // Back to the browser's own setting for the rest of the test.
  await page.emulateMedia({ reducedMotion: null })
  expect(violations, `axe violations on ${label}`).toEqual([])
}

/** Opens a page and waits for it to be hydrated and quiet. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), `status of ${path}`).toBe(200)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  // React marks the nodes it has hydrated; the shell's mount effects (scroll to top) run right after.
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'))
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}

/** The embedded video player is on YouTube: never reach the internet from a test. */
export async function blockExternalVideo(page: Page) {
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => route.abort())
}

/** True when the element's top is within the viewport. */
export async function isInViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= -2 && r.top < window.innerHeight
  })
}
