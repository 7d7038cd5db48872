import { expect, test, type Page } from '@playwright/test'
import {
  blogPostPath,
  FIXED_PUBLIC_PATHS,
  openPage,
  poolDetailPath,
  renderSkippedBoxes,
} from './a11y-helpers'

// The narrowest phones in common use (many Android phones) are 360 px wide: nothing may push the
// page sideways there. Our test browser's fallback font (DejaVu Sans) is wider than the phones'
// own, so this errs on the safe side.
test.use({ viewport: { width: 360, height: 740 } })
test.describe.configure({ timeout: 120_000 })

/**
 * Elements whose right edge lies beyond the screen and that no scrolling or clipping box holds,
 * with every box that `content-visibility: auto` skips rendered first (else a section far below
 * the screen would not be laid out, and could not be measured).
 */
async function overflowingElements(page: Page) {
  await renderSkippedBoxes(page)
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true
      }
      return false
    }
    const found: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect()
      if (rect.width > 0 && rect.right > width + 1 && !clipped(element)) {
        found.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(rect.right)} px`,
        )
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 5) }
  })
}

async function expectNoSidewaysScrolling(page: Page, path: string) {
  await openPage(page, path)
  const { scrollWidth, width, found } = await overflowingElements(page)
  expect(found, `${path}: nothing wider than the ${width} px screen`).toEqual([])
  expect(scrollWidth, `${path}: no sideways scrolling`).toBeLessThanOrEqual(width + 1)
}

test.describe('no page scrolls sideways on a 360 px phone', () => {
  for (const path of FIXED_PUBLIC_PATHS) {
    test(path, async ({ page }) => expectNoSidewaysScrolling(page, path))
  }

  test('a pool detail page', async ({ page, request }) => {
    await expectNoSidewaysScrolling(page, await poolDetailPath(request))
  })

  test('a blog post', async ({ page }) => {
    await expectNoSidewaysScrolling(page, await blogPostPath(page))
  })
})
