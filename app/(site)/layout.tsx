import { AnalyticsLoader } from '@/components/analytics/analytics-loader'
import { VisitAttribution } from '@/components/analytics/visit-attribution'
import { FinderLauncher } from '@/components/finder/finder-launcher'
import { PageFormTimeProvider } from '@/components/leads/page-form-time'
import { SiteJsonLd } from '@/components/seo/site-json-ld'
import { DeferredToaster } from '@/components/site/deferred-toaster'
import { HashLanding } from '@/components/site/hash-landing'
import { NavigationEvents } from '@/components/site/navigation-events'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { TopBanner } from '@/components/site/top-banner'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { signPageFormTime } from '@/lib/leads/form-token'
import { getSiteData } from '@/lib/offices/queries'

/**
 * Public pages that read nothing from the request are cached (lib/cache/page-cache-handler.ts):
 * rendered by the first request, re-rendered after every staff write, and sent with
 * `s-maxage=60, stale-while-revalidate=…` so a CDN keeps them at most a minute before asking again.
 */
export const revalidate = 60

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  if (isBuildPrerender()) return null
  const site = await getSiteData()
  return (
    // The lead forms' page token: signed now, as this page is rendered (and maybe cached).
    <PageFormTimeProvider token={signPageFormTime()}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBanner offices={site.offices} />
      <SiteHeader companyName={site.company.name} logo={site.company.logo} offices={site.offices} />
      <main id="main">{children}</main>
      <SiteFooter {...site} />
      <DeferredToaster />
      <NavigationEvents />
      <HashLanding />
      <FinderLauncher />
      <VisitAttribution />
      <SiteJsonLd {...site} />
      <AnalyticsLoader />
    </PageFormTimeProvider>
  )
}
