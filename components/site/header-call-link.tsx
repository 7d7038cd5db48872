'use client'

import type { ReactNode } from 'react'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { officeForBanner } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'

/**
 * The nearest office's phone in the sticky header of phones and tablets, one tap away wherever the
 * visitor has scrolled (the top banner's number scrolls away with the page). The same office as
 * the banner (officeForBanner, one position for the whole page); a plain tel: link, so it calls
 * without JavaScript too.
 */
export function HeaderCallLink({ offices, phoneIcon }: { offices: Office[]; phoneIcon: ReactNode }) {
  const { position } = useVisitorPosition()
  const office = officeForBanner(offices, position)
  if (!office) return null
  return (
    <a
      href={telHref(office.phone)}
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold text-primary hover:bg-accent"
      aria-label={`Call ${office.name}: ${office.phone}`}
      data-testid="header-call"
    >
      {phoneIcon}
      <span className="hidden whitespace-nowrap sm:inline" aria-hidden>
        {office.phone}
      </span>
    </a>
  )
}
