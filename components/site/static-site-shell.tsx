'use client'

import { DEFAULT_COMPANY, DEFAULT_OFFICES } from '@/content/company'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { TopBanner } from './top-banner'

/**
 * The site's shell (banner, header, footer) from the built-in company facts, for the pages shown
 * when the site's own layout could not render: it reads the offices from the database.
 */
export function StaticSiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBanner offices={DEFAULT_OFFICES} />
      <SiteHeader companyName={DEFAULT_COMPANY.name} logo={DEFAULT_COMPANY.logo} offices={DEFAULT_OFFICES} />
      <main id="main">{children}</main>
      <SiteFooter company={DEFAULT_COMPANY} offices={DEFAULT_OFFICES} />
    </>
  )
}
