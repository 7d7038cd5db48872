import Link from 'next/link'
import { FOOTER_LINK_GROUPS } from '@/content/navigation'
import type { SiteData } from '@/lib/offices/types'
import { FooterBranches } from './footer-branches'

export function SiteFooter({ company, offices }: SiteData) {
  const year = new Date().getFullYear()
  return (
    <footer className="below-fold-footer bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm">Fiberglass pool sales, installation and resurfacing across Florida.</p>
          <p className="mt-2 text-sm">{company.madeInUsa}</p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social media">
            {company.socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block py-0.5 underline-offset-2 hover:text-white hover:underline"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            {/* Links 24 px tall (WCAG 2.2 target size), one line apart as before. */}
            <ul className="mt-3 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block py-0.5 underline-offset-2 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Our Offices</h2>
          <div className="mt-3">
            <FooterBranches offices={offices} />
          </div>
          <p className="mt-3 text-sm">Hours: {company.hours}</p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-6 text-xs text-slate-400">
          <p>{company.disclaimer}</p>
          <p>{company.installationNote}</p>
          <p>
            © {year} {company.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
