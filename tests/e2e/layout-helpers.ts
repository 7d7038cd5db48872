import type { Page } from '@playwright/test'

/**
 * Scrolls to the bottom of the page with the mouse wheel, a screen at a time, as a visitor does:
 * boxes that `content-visibility: auto` skips render as they come near, as they would for them.
 * Nothing is forced visible, so what is measured afterwards is what a visitor saw.
 */
export async function scrollThroughLikeAPerson(page: Page) {
  const viewport = page.viewportSize()
  if (viewport) await page.mouse.move(viewport.width / 2, viewport.height / 2)
  for (let step = 0; step < 200; step++) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (atBottom) break
    await page.mouse.wheel(0, (viewport?.height ?? 800) * 0.8)
    await page.waitForTimeout(60)
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}

/**
 * Pairs of text blocks (headings, paragraphs, list items, labels, buttons, links, form controls)
 * under `root` whose boxes overlap although neither holds the other: text drawn over text.
 */
export async function overlappingTextBlocks(page: Page, root: string) {
  return page.locator(root).evaluate((container) => {
    const SELECTOR = 'h1,h2,h3,h4,p,li,dt,dd,label,button,a,input,select,textarea,output,[data-testid]'
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) return false // sr-only text is clipped to 1 px
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return false
      }
      return true
    }
    const blocks = [...container.querySelectorAll(SELECTOR)].filter(shown)
    const label = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    const found: string[] = []
    for (let i = 0; i < blocks.length; i++) {
      const a = blocks[i]!
      const ra = a.getBoundingClientRect()
      for (let j = i + 1; j < blocks.length; j++) {
        const b = blocks[j]!
        if (a.contains(b) || b.contains(a)) continue
        const rb = b.getBoundingClientRect()
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left)
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top)
        if (x > 2 && y > 2) found.push(`${label(a)} overlaps ${label(b)} by ${Math.round(y)} px`)
      }
    }
    return found.slice(0, 5)
  })
}

/**
 * Where the footer meets the page: the gap between the end of <main> and the footer, what is
 * drawn in the last rows above the footer (at the middle of the screen), and how far the
 * lowest text of the page sits above the footer.
 */
export async function footerJoin(page: Page) {
  const footer = page.locator('footer')
  await footer.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await page.evaluate(() => window.scrollBy({ top: -200, behavior: 'instant' }))
  return page.evaluate(() => {
    const main = document.querySelector('main')
    const footerBox = document.querySelector('footer')?.getBoundingClientRect()
    if (!main || !footerBox) throw new Error('the page has no main or no footer')
    // Two pixels up: at a fractional footer top, one pixel up can hit the footer's own box.
    const hit = document.elementFromPoint(window.innerWidth / 2, footerBox.top - 2)
    let lowestText = -Infinity
    for (const element of main.querySelectorAll('h1,h2,h3,h4,p,li,a,button,img,input,textarea')) {
      const rect = element.getBoundingClientRect()
      if (rect.width > 1 && rect.height > 1 && getComputedStyle(element).position !== 'fixed')
        lowestText = Math.max(lowestText, rect.bottom)
    }
    return {
      gap: Math.round(footerBox.top - main.getBoundingClientRect().bottom),
      // A section of the page, not the bare page behind it (a band of another colour).
      lastRowBelongsToASection: !!hit && hit !== main && main.contains(hit),
      lastRow: hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}` : 'nothing',
      textToFooter: Math.round(footerBox.top - lowestText),
    }
  })
}
