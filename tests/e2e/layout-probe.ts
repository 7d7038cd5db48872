/**
 * What the layout tests measure inside the page, installed once per browser context as an init
 * script (it must be self-contained: Playwright sends its source text to the browser). Every
 * measurement looks only at boxes Chromium has rendered, as a visitor sees them: a box that
 * `content-visibility: auto` still skips counts at its stand-in size, its content not at all.
 */
export type LayoutProbe = {
  /** Scrolls from the top to the bottom of the page in steps of `step` px, calling `atEachStop`. */
  scrollThrough(options: { step: number }, atEachStop?: () => void): Promise<WalkEnd>
  /**
   * Scrolls from the top to the bottom of the page in steps of `step` px, as a person does, and
   * at every stop looks at what is on and near the screen (each problem reported once).
   */
  lookThrough(options: { step: number; width: number; phone: boolean }): Promise<ScrollFindings>
  /** Controls on the screen whose centre lies under a fixed or sticky element. */
  coveredControls(options: { ignoreCoversAtTop: boolean }): string[]
  /**
   * Where <main> meets the footer: a band of page background between a coloured last section and
   * the footer, or on a page ending in white, its last words closer than 32 px to the footer.
   */
  footerGap(): string[]
}

/**
 * Where a walk ended: at the bottom, or (after a minute, or 400 stops) wherever it had got to, so
 * a walk that cannot finish fails with its position instead of hanging until the test's timeout.
 */
export type WalkEnd = { reachedBottom: boolean; stops: number; scrollY: number; bottom: number; ms: number }

export type ScrollFindings = {
  walk: WalkEnd
  /** The widest the document got, and the scroll position where it first got wider than the screen. */
  scrollWidth: { widest: number; firstAt: number | null }
  /** Elements reaching beyond the left or right edge of the screen, clipped by nothing. */
  beyondEdges: string[]
  /** Pairs of text blocks drawn over each other. */
  textOverlaps: string[]
  /** On a phone: rows where a short item leaves an empty strip beside a tall one it squeezes. */
  squeezedRows: string[]
  /**
   * On a phone: text or controls lying under a fixed element (a floating button, a toast) at any
   * scroll stop. The sticky header is the top of the screen, not a cover.
   */
  underFloating: string[]
}

/** A finding, and what identifies it across scroll stops (the same fault seen twice counts once). */
type Finding = [key: string, message: string]

declare global {
  interface Window {
    layoutProbe: LayoutProbe
  }
}

export function installLayoutProbe() {
  // A couple of pixels of overlap is anti-aliasing and rounding, not a layout fault.
  const SLACK = 2
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

  const px = (value: number) => `${Math.round(value)} px`

  /** `<tag#id> "text"`: what a failure names, so the element is easy to find in the code. */
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase()
    const id = element.id ? `#${element.id}` : ''
    const testId = element.getAttribute('data-testid')
    const text =
      (element.textContent ?? '').replace(/\s+/g, ' ').trim() ||
      element.getAttribute('aria-label') ||
      element.getAttribute('alt') ||
      element.getAttribute('placeholder') ||
      ''
    const short = text.length > 50 ? `${text.slice(0, 49)}…` : text
    return `<${tag}${id}${testId ? ` data-testid="${testId}"` : ''}> "${short}"`
  }

  // Computed styles, read once per look (a stop of the scroll, or one check): the checks walk up
  // the same ancestors many times.
  let styles = new Map<Element, CSSStyleDeclaration>()
  const styleOf = (element: Element) => {
    let style = styles.get(element)
    if (!style) styles.set(element, (style = getComputedStyle(element)))
    return style
  }

  /** Rendered and painted: not display:none, hidden, transparent, nor inside a skipped box. */
  const rendered = (element: Element) =>
    element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })

  /** Larger than the 1 px boxes of visually hidden text (sr-only). */
  const hasArea = (rect: DOMRect) => rect.width > 1 && rect.height > 1

  /** Whether a box clips what overflows it (overflow, paint containment, content-visibility). */
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' ||
    style.overflowY !== 'visible' ||
    style.contentVisibility === 'auto' ||
    /paint|strict|content/.test(style.contain)

  /**
   * The ancestors whose clipping applies to the element: all of them for a box in normal flow; for
   * an absolutely placed box only those from its containing block up (a visually hidden label in
   * a scrolling table escapes the table's scroll box and widens the page); none for a fixed box
   * (unless transformed, which makes a containing block).
   */
  const clippingAncestors = function* (element: Element) {
    let position = styleOf(element).position
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = styleOf(box)
      // Boxes that hold absolutely and fixed placed descendants (overflow alone does not).
      const containing =
        style.transform !== 'none' ||
        style.filter !== 'none' ||
        style.contentVisibility === 'auto' ||
        /paint|layout|strict|content/.test(style.contain)
      const holds =
        position === 'fixed'
          ? containing
          : position === 'absolute'
            ? style.position !== 'static' || containing
            : true
      if (!holds) continue
      yield [box, style] as const
      position = style.position === 'absolute' || style.position === 'fixed' ? style.position : 'static'
    }
  }

  /**
   * The part of a box that can be seen: cut by every ancestor that clips it (a scrolling box, a
   * visually hidden table's clip, a skipped section). Empty for text only screen readers get.
   */
  const seenPart = (element: Element, rect: DOMRect) => {
    let { left, top, right, bottom } = rect
    for (const [box, style] of clippingAncestors(element)) {
      // Visually hidden (sr-only): clipped to nothing.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return new DOMRect()
      if (!clips(style) && style.clip === 'auto' && style.clipPath === 'none') continue
      const cut = box.getBoundingClientRect()
      left = Math.max(left, cut.left)
      top = Math.max(top, cut.top)
      right = Math.min(right, cut.right)
      bottom = Math.min(bottom, cut.bottom)
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
  }

  const floatingLayer = (element: Element): Element | null => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const position = styleOf(box).position
      if (position === 'fixed' || position === 'sticky') return box
    }
    return null
  }

  const nearScreen = (rect: DOMRect, margin = 0) =>
    rect.bottom > -margin && rect.top < window.innerHeight + margin

  const overlap = (a: DOMRect, b: DOMRect) => ({
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  })

  type Surveyed = { element: Element; rect: DOMRect }

  /** Every rendered element on or within 200 px of the screen, with its box, in document order. */
  const survey = (): Surveyed[] => {
    styles = new Map()
    const near: Surveyed[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!rendered(element)) continue
      const rect = element.getBoundingClientRect()
      if (nearScreen(rect, 200)) near.push({ element, rect })
    }
    return near
  }

  /** Text that is the element's own (not only its children's): a leaf block of text. */
  const ownsText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.nodeValue ?? ''),
    )

  function beyondEdges(near: Surveyed[], width: number): Finding[] {
    const found = new Set<Element>()
    for (const { element, rect } of near) {
      // Even a 1 px visually hidden label widens the page when nothing clips it. A box wholly
      // beyond the left edge is hidden on purpose (a honeypot field, a skip link until focused)
      // and cannot be scrolled to; one cut by the left edge is a fault.
      if (rect.width === 0 || rect.height === 0 || rect.right <= 0) continue
      if (rect.right <= width + 1 && rect.left >= -1) continue
      // Inside a box already found: it follows its parent out (and is not reported on its own).
      if (element.parentElement && found.has(element.parentElement)) {
        found.add(element)
        continue
      }
      if ([...clippingAncestors(element)].some(([, style]) => clips(style))) continue
      found.add(element)
    }
    // Only the outermost: the children of a box that is too wide follow it out.
    return [...found]
      .filter((element) => !element.parentElement || !found.has(element.parentElement))
      .map((element) => {
        const rect = element.getBoundingClientRect()
        const where = rect.right > width + 1 ? `ends at ${px(rect.right)}` : `starts at ${px(rect.left)}`
        return [
          describe(element),
          `${describe(element)} is ${px(rect.width)} wide and ${where} on a ${width} px screen`,
        ] as Finding
      })
  }

  function textOverlaps(near: Surveyed[]): Finding[] {
    const blocks: { element: Element; rects: DOMRect[] }[] = []
    for (const { element, rect } of near) {
      if (!ownsText(element) || element.closest('svg')) continue
      // Fixed and sticky boxes float over the page by design; whether they hide a control is
      // coveredControls' question.
      if (floatingLayer(element)) continue
      // An inline element's box spans every line it wraps over; its line fragments are what it draws.
      const boxes = styleOf(element).display === 'inline' ? [...element.getClientRects()] : [rect]
      const rects = boxes
        .map((rect) => seenPart(element, rect))
        .filter((rect) => hasArea(rect) && nearScreen(rect, 200))
      if (rects.length > 0) blocks.push({ element, rects })
    }
    const found: Finding[] = []
    for (const [i, a] of blocks.entries()) {
      for (const b of blocks.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        for (const ra of a.rects) {
          const hit = b.rects.find((rb) => {
            const o = overlap(ra, rb)
            return o.width > SLACK && o.height > SLACK
          })
          if (!hit) continue
          const o = overlap(ra, hit)
          const pair = `${describe(a.element)} and ${describe(b.element)}`
          found.push([
            pair,
            `${pair} overlap by ${px(o.width)} × ${px(o.height)} at y = ${px(Math.max(ra.top, hit.top) + window.scrollY)}`,
          ])
          break
        }
      }
    }
    return found
  }

  function squeezedRows(near: Surveyed[]): Finding[] {
    const found: Finding[] = []
    for (const { element: row, rect: rowRect } of near) {
      if (row.childElementCount < 2 || !hasArea(rowRect) || !nearScreen(rowRect)) continue
      const style = styleOf(row)
      const horizontal =
        (style.display.endsWith('flex') && style.flexDirection.startsWith('row')) ||
        (style.display.endsWith('grid') && style.gridTemplateColumns.trim().split(/\s+/).length > 1)
      if (!horizontal) continue
      const items = [...row.children]
        .filter(rendered)
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter((item) => hasArea(item.rect))
      if (items.length < 2) continue
      const tall = items.reduce((a, b) => (b.rect.height > a.rect.height ? b : a))
      // Items beside the tall one (sharing its top), not items wrapped onto lines of their own.
      const beside = items.filter(
        (item) => item !== tall && item.rect.top < tall.rect.bottom && item.rect.bottom > tall.rect.top,
      )
      if (beside.length === 0) continue
      const besideWidth = beside.reduce((sum, item) => sum + item.rect.width, 0)
      const besideHeight = Math.max(...beside.map((item) => item.rect.height))
      // The strip left empty beside the tall item: worth flagging when it is a good part of the row
      // and the tall item got little more than half the width (an icon beside a paragraph leaves a
      // thin strip; a button beside a column of filters leaves half the screen empty).
      const empty = (tall.rect.height - besideHeight) * besideWidth
      if (
        tall.rect.width < rowRect.width * 0.6 &&
        empty > rowRect.width * rowRect.height * 0.25 &&
        empty > 20_000
      ) {
        found.push([
          describe(tall.element),
          `${describe(tall.element)} is squeezed into ${px(tall.rect.width)} of a ${px(rowRect.width)} row, beside ${beside.map((item) => describe(item.element)).join(', ')}, which leave ${px(tall.rect.height - besideHeight)} of empty height`,
        ])
      }
    }
    return found
  }

  /** Text and controls on the screen that a fixed element lies over (issue 33: the phone's Pool Finder). */
  function underFloating(near: Surveyed[]): Finding[] {
    const fixed = near.filter(
      ({ element, rect }) =>
        styleOf(element).position === 'fixed' &&
        hasArea(rect) &&
        rect.bottom > 0 &&
        rect.top < window.innerHeight,
    )
    const covers = fixed.filter((f) => !fixed.some((g) => g !== f && g.element.contains(f.element)))
    const found: Finding[] = []
    for (const cover of covers) {
      for (const { element, rect } of near) {
        if (cover.element.contains(element) || element.contains(cover.element)) continue
        if (floatingLayer(element)) continue
        const isControl = element.matches(CONTROLS)
        if (!isControl && (!ownsText(element) || element.closest('svg'))) continue
        const boxes = styleOf(element).display === 'inline' ? [...element.getClientRects()] : [rect]
        const hit = boxes
          .map((box) => seenPart(element, box))
          .find((box) => {
            const o = overlap(box, cover.rect)
            return hasArea(box) && nearScreen(box) && o.width > SLACK && o.height > SLACK
          })
        if (!hit) continue
        const pair = `${describe(element)} under ${describe(cover.element)}`
        found.push([
          pair,
          `${describe(element)} lies under the fixed ${describe(cover.element)} at scroll position ${px(window.scrollY)}`,
        ])
      }
    }
    return found
  }

  function coveredControls({ ignoreCoversAtTop }: { ignoreCoversAtTop: boolean }) {
    styles = new Map()
    const found: string[] = []
    for (const control of document.body.querySelectorAll(CONTROLS)) {
      if (!rendered(control)) continue
      // A link that wraps onto two lines is two boxes; the centre of their union may be blank.
      for (const rect of control.getClientRects()) {
        if (!hasArea(rect)) continue
        const x = rect.left + rect.width / 2
        const y = rect.top + rect.height / 2
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
        const hit = document.elementFromPoint(x, y)
        if (!hit || control.contains(hit) || hit.contains(control)) continue
        const cover = floatingLayer(hit)
        if (!cover || cover.contains(control)) continue
        const coverRect = cover.getBoundingClientRect()
        // Scrolling up brings out what a bar stuck at the top of the screen covers at the bottom.
        if (ignoreCoversAtTop && coverRect.top + coverRect.height / 2 < window.innerHeight / 2) continue
        found.push(`${describe(control)} lies under the ${styleOf(cover).position} ${describe(cover)}`)
        break
      }
    }
    return found
  }

  const painted = (color: string) => color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent'

  function footerGap() {
    styles = new Map()
    const main = document.querySelector('main')
    const footer = [...document.querySelectorAll('footer')].find(
      (candidate) => main && main.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    if (!main || !footer) return []
    // The last box of <main>, through wrappers without a box of their own (display: contents). A
    // band of colour spans the width of <main>; a coloured card or button inside a plain section
    // does not make the section coloured.
    const bandWidth = main.getBoundingClientRect().width - 2
    let last: Element | null = main
    let coloured: Element | null = null
    while (last && !coloured) {
      const children: Element[] = [...last.children].filter(
        (child) => getComputedStyle(child).display === 'contents' || hasArea(child.getBoundingClientRect()),
      )
      last = children.at(-1) ?? null
      if (!last || getComputedStyle(last).display === 'contents') continue
      const style = getComputedStyle(last)
      const band = last.getBoundingClientRect().width >= bandWidth
      if (band && (painted(style.backgroundColor) || style.backgroundImage !== 'none')) coloured = last
      // A plain band (a section without a background) may end in a coloured one.
      else if (band) continue
      else break
    }
    if (!coloured) return wordsAboveFooter(main, footer)
    const pageBackground = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find(painted)
    if (getComputedStyle(coloured).backgroundColor === pageBackground) return []
    const gap = footer.getBoundingClientRect().top - coloured.getBoundingClientRect().bottom
    if (gap <= 1) return []
    const style = getComputedStyle(coloured)
    const background = painted(style.backgroundColor)
      ? style.backgroundColor
      : style.backgroundImage.slice(0, 60)
    return [
      `a ${px(gap)} band of page background (${pageBackground ?? 'none'}) between the last section ${describe(coloured)} (background ${background}) and the footer`,
    ]
  }

  /** A page ending in white keeps room between its last words (or picture, or field) and the footer. */
  function wordsAboveFooter(main: Element, footer: Element) {
    const ROOM = 32
    let lowest = -Infinity
    for (const element of main.querySelectorAll('h1,h2,h3,h4,p,li,a,button,img,input,textarea')) {
      const rect = element.getBoundingClientRect()
      if (hasArea(rect) && rendered(element) && !floatingLayer(element))
        lowest = Math.max(lowest, rect.bottom)
    }
    const room = footer.getBoundingClientRect().top - lowest
    return room < ROOM
      ? [`the page's last words end ${px(room)} above the footer (at least ${ROOM} px of white expected)`]
      : []
  }

  async function scrollThrough({ step }: { step: number }, atEachStop: () => void = () => undefined) {
    // Two frames at each stop: the first decides which skipped boxes are now near the screen, the
    // second paints them, as the browser does for a person scrolling.
    const frames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    const started = performance.now()
    let y = 0
    let stops = 0
    let bottom = 0
    while (stops < 400 && performance.now() - started < 60_000) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frames()
      atEachStop()
      stops++
      bottom = document.documentElement.scrollHeight - window.innerHeight
      if (window.scrollY >= bottom - 1) break
      y = window.scrollY + step
    }
    return {
      reachedBottom: window.scrollY >= bottom - 1,
      stops,
      scrollY: Math.round(window.scrollY),
      bottom: Math.round(bottom),
      ms: Math.round(performance.now() - started),
    }
  }

  async function lookThrough({ step, width, phone }: { step: number; width: number; phone: boolean }) {
    const seen = {
      beyondEdges: new Map<string, string>(),
      textOverlaps: new Map<string, string>(),
      squeezedRows: new Map<string, string>(),
      underFloating: new Map<string, string>(),
    }
    const scrollWidth = { widest: 0, firstAt: null as number | null }
    const note = (into: Map<string, string>, findings: Finding[]) => {
      for (const [key, message] of findings) if (!into.has(key)) into.set(key, message)
    }
    const walk = await scrollThrough({ step }, () => {
      const documentWidth = document.documentElement.scrollWidth
      scrollWidth.widest = Math.max(scrollWidth.widest, documentWidth)
      if (documentWidth > width + 1) scrollWidth.firstAt ??= Math.round(window.scrollY)
      const near = survey()
      note(seen.beyondEdges, beyondEdges(near, width))
      note(seen.textOverlaps, textOverlaps(near))
      if (phone) note(seen.squeezedRows, squeezedRows(near))
      if (phone) note(seen.underFloating, underFloating(near))
    })
    return {
      walk,
      scrollWidth,
      beyondEdges: [...seen.beyondEdges.values()],
      textOverlaps: [...seen.textOverlaps.values()],
      squeezedRows: [...seen.squeezedRows.values()],
      underFloating: [...seen.underFloating.values()],
    }
  }

  window.layoutProbe = { scrollThrough, lookThrough, coveredControls, footerGap }
}
