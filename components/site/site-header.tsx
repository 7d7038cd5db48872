'use client'

import { Menu, Paintbrush, X } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { HEADER_LINKS, MOBILE_ONLY_LINKS } from '@/content/navigation'
import { cn } from '@/lib/utils'

export function SiteHeader({ companyName, logo }: { companyName: string; logo: string }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [pathname])

  const isActive = (href: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href))

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-primary" aria-label={`${companyName} home`}>
          <Image src={logo} alt="" width={36} height={36} priority unoptimized />
          <span className="text-base leading-tight sm:text-lg">{companyName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground',
                    isActive(link.href) && 'bg-secondary text-secondary-foreground',
                    link.href === '/estimate' && 'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-white',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <DesignToolDisabled />
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-white lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {[...HEADER_LINKS, ...MOBILE_ONLY_LINKS].map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="px-3 py-3">
              <DesignToolDisabled />
            </li>
          </ul>
        </nav>
      )}
    </header>
  )
}

/** The header shows the design tool as not yet available (spec 01 §2). */
function DesignToolDisabled() {
  return (
    <span
      role="link"
      aria-disabled="true"
      title="The online design tool is not available yet"
      className="inline-flex cursor-not-allowed items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground"
    >
      <Paintbrush className="size-4" aria-hidden />
      Design Tool
    </span>
  )
}
