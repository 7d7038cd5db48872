'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef, useState, type ReactNode } from 'react'
import type { HeaderLink } from '@/content/header-links'

// Tighter at lg, where eight entries share the bar with the logo; never wrapped inside a pill.
const LINK = 'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3'
const ESTIMATE_LINK = `${LINK} bg-primary text-primary-foreground hover:bg-primary/90`
const ACTIVE_LINK = `${LINK} bg-secondary text-secondary-foreground`
const IDLE_LINK = `${LINK} text-foreground/80 hover:bg-accent hover:text-foreground`

/**
 * The site header's links and menu (see site-header.tsx): on every public page, so it stays lean
 * (no class-merging library, no image component: the logo is a fixed-size <img>) and has a fixed
 * height, so nothing below it moves. Its links come as props, its icons and the design tool's entry drawn.
 */
export function SiteHeaderClient({
  companyName,
  logo,
  links,
  mobileOnlyLinks,
  menuIcon,
  closeIcon,
  designToolInBar,
  designToolInMenu,
  finderButton,
  callLink,
}: {
  companyName: string
  logo: string
  links: readonly HeaderLink[]
  /** Shown in the mobile menu only. */
  mobileOnlyLinks: readonly HeaderLink[]
  menuIcon: ReactNode
  closeIcon: ReactNode
  designToolInBar: ReactNode
  designToolInMenu: ReactNode
  /** The Pool Finder (once it is to be shown) beside the menu on phones and tablets. */
  finderButton: ReactNode
  /** The nearest office's phone, beside the menu on phones and tablets. */
  callLink: ReactNode
}) {
  const pathname = usePathname()
  // The menu is open for the path it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const toggleRef = useRef<HTMLElement>(null)

  const isActive = (href: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href))
  const closeAndRefocus = () => {
    setOpenOn(null)
    toggleRef.current?.focus()
  }

  return (
    <header
      className="sticky top-0 z-40 border-b bg-white"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') closeAndRefocus()
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-bold text-primary"
          aria-label={`${companyName} home`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a 36px logo needs no image pipeline or its client code */}
          <img src={logo} alt="" width={36} height={36} className="size-9" decoding="async" />
          <span className="text-sm leading-tight min-[400px]:text-base sm:text-lg lg:max-xl:text-base">
            {companyName}
          </span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {links.map((link) => {
              const active = isActive(link.href)
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={link.primary ? ESTIMATE_LINK : active ? ACTIVE_LINK : IDLE_LINK}
                  >
                    {link.label}
                  </Link>
                </li>
              )
            })}
            <li>{designToolInBar}</li>
          </ul>
        </nav>
        {/* A disclosure: without JavaScript the browser opens and closes it by itself; with it, the
            menu also closes on a navigation and on Escape. Its panel lies over the page below the
            bar (docs/decisions/0132-mobile-menu-overlays.md). */}
        <div className="flex shrink-0 items-center gap-1 lg:hidden">
          {finderButton}
          {callLink}
          <details
            className="lg:hidden"
            open={open}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open
              if (isOpen !== open) setOpenOn(isOpen ? pathname : null)
            }}
          >
            <summary
              ref={toggleRef}
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent [&::-webkit-details-marker]:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? 'Close menu' : 'Open menu'}
            >
              <span className="contents [details[open]_&]:hidden">{menuIcon}</span>
              <span className="hidden [details[open]_&]:contents">{closeIcon}</span>
            </summary>
            <nav
              id="mobile-menu"
              aria-label="Mobile"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-white shadow-lg lg:hidden"
            >
              <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
                {[...links, ...mobileOnlyLinks].map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={isActive(link.href) ? 'page' : undefined}
                      className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                      onClick={() => setOpenOn(null)}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>{designToolInMenu}</li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
