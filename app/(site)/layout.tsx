import { connection } from 'next/server'
import { AnalyticsLoader } from '@/components/analytics/analytics-loader'
import { VisitAttribution } from '@/components/analytics/visit-attribution'
import { FinderLauncher } from '@/components/finder/finder-launcher'
import { SiteJsonLd } from '@/components/seo/site-json-ld'
import { DeferredToaster } from '@/components/site/deferred-toaster'
import { HashLanding } from '@/components/site/hash-landing'
import { NavigationEvents } from '@/components/site/navigation-events'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { TopBanner } from '@/components/site/top-banner'
import { getSiteData } from '@/lib/offices/queries'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  await connection()
  const site = await getSiteData()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBanner offices={site.offices} />
      <SiteHeader companyName={site.company.name} logo={site.company.logo} />
      <main id="main">{children}</main>
      <SiteFooter {...site} />
      <DeferredToaster />
      <NavigationEvents />
      <HashLanding />
      <FinderLauncher />
      <VisitAttribution />
      <SiteJsonLd {...site} />
      <AnalyticsLoader />
    </>
  )
}
