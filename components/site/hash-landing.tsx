'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** While on <html>, every box that `content-visibility: auto` skips is rendered (globals.css). */
const RENDER_ALL = 'render-all-sections'

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Resolves once the page has not scrolled for a moment (a smooth scroll has ended). */
function scrollRest(quietMs = 150) {
  return new Promise<void>((resolve) => {
    let timer = window.setTimeout(done, quietMs)
    function onScroll() {
      window.clearTimeout(timer)
      timer = window.setTimeout(done, quietMs)
    }
    function done() {
      window.removeEventListener('scroll', onScroll)
      resolve()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
  })
}

/**
 * Renders every skipped box for two frames, long enough for the browser to remember its real
 * height, and brings the section `id` to the top of the screen; once scrolling rests, again if
 * the sections rendering on the way moved it.
 */
async function landOn(id: string) {
  const target = id ? document.getElementById(id) : null
  if (!target) return
  const root = document.documentElement
  root.classList.add(RENDER_ALL)
  target.scrollIntoView({ block: 'start', behavior: 'instant' })
  await frame()
  await frame()
  // Skipped again off the screen, now at their remembered (real) heights: nothing moves.
  root.classList.remove(RENDER_ALL)
  target.scrollIntoView({ block: 'start', behavior: 'instant' })
  await scrollRest()
  const top = target.getBoundingClientRect().top
  if (top < -1 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start', behavior: 'instant' })
}

const hashId = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''))

/**
 * A link to a section of a long page (the footer's /#testimonials) lands on that section. The
 * sections above it are skipped until they come near the screen and stand in at a guessed height,
 * so where the browser or the router scrolls is off by the sum of the differences (thousands of
 * pixels on a phone), and the sections rendering on the way move the target further. On arrival
 * with an address naming a section (a page load, a navigation, a link within the page) the skipped
 * boxes are rendered once and, when scrolling rests off the section, it is scrolled to again.
 */
export function HashLanding() {
  const pathname = usePathname()
  useEffect(() => {
    void landOn(hashId(window.location.hash))

    // A link to a section of this page: the router changes the address without a hashchange.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      // Links that scroll to their section themselves (section tabs, with their bar's offset).
      if (!(link instanceof HTMLAnchorElement) || !link.hash || link.dataset.ownScroll !== undefined) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return
      void landOn(hashId(url.hash))
    }
    const onHashChange = () => void landOn(hashId(window.location.hash))
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [pathname])
  return null
}
