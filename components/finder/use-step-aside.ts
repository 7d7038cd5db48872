'use client'

import { useEffect, useState, type RefObject } from 'react'

/** What a visitor presses or types into: the floating button must never sit on one of these. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, label, iframe, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

/** How long scrolling must rest before the button decides again, so it never flickers mid-scroll. */
const SETTLE_MS = 120

type Box = { left: number; top: number; right: number; bottom: number }

/**
 * The IntersectionObserver root margin that shrinks the screen to `box`: only what overlaps the
 * box then counts as intersecting.
 */
export function rootMarginFor(box: Box, screen: { width: number; height: number }): string {
  const inset = (distance: number) => `${-Math.max(0, Math.floor(distance))}px`
  return [box.top, screen.width - box.right, screen.height - box.bottom, box.left].map(inset).join(' ')
}

/** The element's box on the screen without its transform (the highlight and pulse scale it up). */
function restingBox(element: HTMLElement): Box {
  const shown = element.getBoundingClientRect()
  const x = (shown.left + shown.right) / 2
  const y = (shown.top + shown.bottom) / 2
  const [halfWidth, halfHeight] = [element.offsetWidth / 2, element.offsetHeight / 2]
  return { left: x - halfWidth, top: y - halfHeight, right: x + halfWidth, bottom: y + halfHeight }
}

/**
 * True while a link, button or field of the page lies under the floating element, decided once
 * scrolling has rested and again when the page changes (a form step or success screen replacing
 * the form). The element then steps aside, and comes back when the spot under it is free.
 *
 * The browser tracks the overlap itself (an IntersectionObserver whose root is the element's own
 * box), so nothing is measured while the visitor scrolls and boxes skipped by content-visibility
 * stay skipped; probing points with elementsFromPoint took about 250 ms per check on a phone.
 */
export function useStepAside(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!active || !element) return
    const under = new Set<Element>()
    let watched = new WeakSet<Element>()
    let observer: IntersectionObserver | undefined
    let timer: number | undefined
    let rescan: number | undefined

    const decide = () => {
      timer = undefined
      for (const control of under) if (!control.isConnected) under.delete(control)
      setCovering(under.size > 0)
    }
    const afterRest = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(decide, SETTLE_MS)
    }
    const watchNew = () => {
      rescan = undefined
      for (const control of document.querySelectorAll(CONTROL)) {
        if (watched.has(control) || element.contains(control)) continue
        watched.add(control)
        observer?.observe(control)
      }
    }
    const start = () => {
      observer?.disconnect()
      under.clear()
      watched = new WeakSet()
      const screen = {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      }
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target)
            else under.delete(entry.target)
          }
          afterRest()
        },
        { rootMargin: rootMarginFor(restingBox(element), screen) },
      )
      watchNew()
    }
    // New controls (a form step, the success screen) are watched as they appear; changes only
    // start the wait, so a carousel that changes every few seconds cannot hold a decision back.
    const pageChanged = () => {
      rescan ??= window.setTimeout(watchNew, SETTLE_MS)
      timer ??= window.setTimeout(decide, SETTLE_MS * 2)
    }

    start()
    window.addEventListener('scroll', afterRest, { passive: true })
    window.addEventListener('resize', start)
    const mutations = new MutationObserver(pageChanged)
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(rescan)
      window.removeEventListener('scroll', afterRest)
      window.removeEventListener('resize', start)
      mutations.disconnect()
      observer?.disconnect()
    }
  }, [ref, active])

  return active && covering
}
