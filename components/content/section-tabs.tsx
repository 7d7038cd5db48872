'use client'

import { Link2 } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { toast } from '@/components/site/toast'
import { copyText } from './copy-link'

export type SectionTab = { id: string; label: string }

/** Delay before scrolling to the section named by the URL hash on load (layout has settled). */
export const HASH_SCROLL_DELAY_MS = 300
/** While a click's smooth scroll runs, the scroll position does not change the active tab. */
const CLICK_LOCK_MS = 1000

/**
 * Sticky in-page navigation (spec 02 §2.1): a click smooth-scrolls to the section, updates the URL
 * hash and highlights the tab; the active tab follows the scroll position; a hash on load scrolls
 * there after a short delay; each tab has a copy-link control (hidden until hover or keyboard
 * focus) that copies the section's URL and shows 'Link Copied!'. Plain links without JavaScript.
 */
export function SectionTabs({
  tabs,
  label,
  copiedMessage,
}: {
  tabs: readonly SectionTab[]
  label: string
  copiedMessage: string
}) {
  const [active, setActive] = useState<string>(tabs[0]?.id ?? '')
  const lockUntil = useRef(0)
  const navRef = useRef<HTMLElement>(null)

  const scrollTo = useCallback((id: string, behavior: ScrollBehavior) => {
    const section = document.getElementById(id)
    if (!section) return false
    lockUntil.current = Date.now() + CLICK_LOCK_MS
    setActive(id)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    section.scrollIntoView({ behavior: reduce ? 'auto' : behavior, block: 'start' })
    return true
  }, [])

  // Active tab follows the scroll: the last section whose top has passed the band under the nav.
  useEffect(() => {
    const sections = tabs.map((t) => document.getElementById(t.id)).filter((s): s is HTMLElement => !!s)
    if (sections.length === 0 || !('IntersectionObserver' in window)) return
    const visible = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting)
        if (Date.now() < lockUntil.current) return
        const current = tabs.find((t) => visible.get(t.id))
        if (current) setActive(current.id)
      },
      { rootMargin: '-140px 0px -55% 0px', threshold: 0 },
    )
    sections.forEach((s) => observer.observe(s))
    return () => observer.disconnect()
  }, [tabs])

  // A hash present on load scrolls to its section after a short delay.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!tabs.some((t) => t.id === id)) return
    const timer = window.setTimeout(() => scrollTo(id, 'smooth'), HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [tabs, scrollTo])

  // Keep the active tab visible in the horizontally scrolling bar on phones.
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`)
    const bar = navRef.current?.querySelector<HTMLElement>('ul')
    if (link && bar && bar.scrollWidth > bar.clientWidth) {
      const offset = link.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft
      bar.scrollTo({ left: offset - bar.clientWidth / 2 + link.clientWidth / 2, behavior: 'smooth' })
    }
  }, [active])

  const onClick = (e: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    if (scrollTo(id, 'smooth')) {
      window.history.pushState(null, '', `#${id}`)
      document.getElementById(id)?.focus({ preventScroll: true })
    }
  }

  const copy = async (id: string) => {
    const url = `${window.location.origin}${window.location.pathname}#${id}`
    if (await copyText(url)) toast.success(copiedMessage, { description: url })
    else toast.error('Could not copy the link', { description: url })
  }

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="sticky top-16 z-30 border-b bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85"
      data-testid="section-tabs"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-2 [scrollbar-width:none] sm:justify-center">
        {tabs.map((tab) => {
          const isActive = tab.id === active
          return (
            <li key={tab.id} className="group relative flex shrink-0 items-center">
              <a
                href={`#${tab.id}`}
                data-tab={tab.id}
                data-own-scroll
                aria-current={isActive ? 'location' : undefined}
                onClick={(e) => onClick(e, tab.id)}
                className={clsx(
                  'rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive ? 'bg-primary text-primary-foreground' : 'text-foreground/80 hover:bg-accent',
                )}
              >
                {tab.label}
              </a>
              <button
                type="button"
                onClick={() => void copy(tab.id)}
                className="ml-0.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 hover:bg-accent hover:text-foreground focus-visible:opacity-100"
                aria-label={`Copy link to the ${tab.label} section`}
                data-testid={`copy-link-${tab.id}`}
              >
                <Link2 className="size-4" aria-hidden />
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
