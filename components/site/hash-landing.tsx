'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Lands on the section `hash` names, when it is on this page. The landing's code loads only then:
 * most page views have no section in their address.
 */
function landOnHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id || !document.getElementById(id)) return
  // A failed chunk load leaves the browser's own jump to the section.
  import('./land-on-section').then((module) => module.landOn(id)).catch(() => undefined)
}

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
    landOnHash(window.location.hash)

    // A link to a section of this page: the router changes the address without a hashchange.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      // Links that scroll to their section themselves (section tabs, with their bar's offset).
      if (!(link instanceof HTMLAnchorElement) || !link.hash || link.dataset.ownScroll !== undefined) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return
      landOnHash(url.hash)
    }
    const onHashChange = () => landOnHash(window.location.hash)
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [pathname])
  return null
}
