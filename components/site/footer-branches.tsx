'use client'

import { officeForFooter } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'

export function FooterBranches({ offices }: { offices: Office[] }) {
  const { position } = useVisitorPosition()
  const near = officeForFooter(offices, position)
  return (
    <ul className="space-y-3" data-testid="footer-branches">
      {offices.map((office) => (
        <li key={office.id} className="text-sm">
          <p className="font-semibold text-white">
            {office.name}
            {office.id === near?.id && (
              <span className="ml-2 rounded-full bg-cyan-300 px-2 py-0.5 text-xs font-bold text-slate-900">
                Near
              </span>
            )}
          </p>
          <p>
            {office.address}, {office.city}, FL
          </p>
          <a href={telHref(office.phone)} className="underline-offset-2 hover:underline">
            {office.phone}
          </a>
        </li>
      ))}
    </ul>
  )
}
