'use client'

import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { officeForFooter } from '@/lib/offices/nearest'
import { directionsHref, telHref, type Office } from '@/lib/offices/types'
import { EmailLink } from '@/components/ui/email-link'

/** The office the home contact section names: the footer rule (spec 01 §4). */
export function ContactOffice({ offices }: { offices: Office[] }) {
  const { position } = useVisitorPosition()
  const office = officeForFooter(offices, position)
  if (!office) return null
  return (
    <div className="rounded-xl bg-white/10 p-5" data-testid="home-contact-office">
      <p className="text-sm font-semibold tracking-wide text-cyan-200 uppercase">Your nearest office</p>
      <p className="mt-1 text-xl font-bold">{office.name}</p>
      <ul className="mt-3 space-y-2 text-sm">
        <li className="flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <a
            href={directionsHref(office)}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:underline"
          >
            {office.address}, {office.city}, FL
          </a>
        </li>
        <li className="flex gap-2">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
          <a href={telHref(office.phone)} className="font-semibold hover:underline">
            {office.phone}
          </a>
        </li>
        <li className="flex gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
          <EmailLink email={office.email} className="min-w-0 hover:underline" />
        </li>
        <li className="flex gap-2">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {office.hours}
        </li>
      </ul>
    </div>
  )
}
