/**
 * A landing page from its published record (spec 01 §2 "Dynamic landing page"): a 'page' record
 * renders the local page it maps to; any other renders its sanitised HTML under a hero, with an
 * estimate call to action whose sourcePage is the slug (the lead then counts as a conversion).
 * Both carry the landing pages' local-business JSON-LD and count one view per visit.
 */
import type { Metadata } from 'next'
import { ArrowRight, Phone } from 'lucide-react'
import { PageHero } from '@/components/site/page-hero'
import { BreadcrumbJsonLd, LandingBusinessJsonLd } from '@/components/seo/page-json-ld'
import { LANDING_MESSAGES } from '@/content/landing-pages'
import { RESPONSE, withinHours } from '@/content/marketing'
import { getPublishedLandingPage } from '@/lib/landing-pages/queries'
import { landingEstimateHref, localPageOf, type LandingPage } from '@/lib/landing-pages/types'
import { landingMetadata } from '@/lib/landing-pages/metadata'
import { log } from '@/lib/log'
import { getSiteData } from '@/lib/offices/queries'
import { telHref, type Office } from '@/lib/offices/types'
import { LandingViewTracker } from './landing-view-tracker'
import { LOCAL_PAGES, type SearchParams } from './local-pages'
import { officeForLanding } from './office-for-landing'
import { CtaLink, PhoneLink } from './tracked-link'

export type LandingRouteProps = { searchParams: Promise<SearchParams> }

/** Metadata of a landing route; a missing page gets the given not-found title and stays out of the index. */
export async function landingRouteMetadata(
  slug: string,
  notFoundTitle: string = LANDING_MESSAGES.notFoundTitle,
): Promise<Metadata> {
  try {
    const page = await getPublishedLandingPage(slug)
    if (page) return landingMetadata(page)
  } catch (error) {
    log.warn({ err: error, slug }, 'landing page metadata could not be read')
  }
  return { title: { absolute: notFoundTitle }, robots: { index: false, follow: true } }
}

/** The rendered landing page, or undefined when no published page has this slug. */
export async function renderLandingPage(
  slug: string,
  props: LandingRouteProps,
): Promise<React.ReactNode | undefined> {
  const page = await getPublishedLandingPage(slug)
  if (!page) return undefined
  const site = await getSiteData()
  const localPath = localPageOf(page)
  const jsonLd = (
    <>
      <LandingBusinessJsonLd landing={page} company={site.company} offices={site.offices} />
      <BreadcrumbJsonLd
        items={[
          { name: 'Home', path: '/' },
          { name: page.title, path: `/${page.slug}` },
        ]}
      />
      <LandingViewTracker slug={page.slug} />
    </>
  )
  if (localPath) {
    const LocalPage = await LOCAL_PAGES[localPath]()
    // The mapped page's forms take sourcePage from the query: default it to the slug.
    const searchParams = props.searchParams.then((query) => ({ sourcePage: page.slug, ...query }))
    return (
      <>
        {jsonLd}
        <LocalPage searchParams={searchParams} />
      </>
    )
  }
  return (
    <>
      {jsonLd}
      <HtmlLandingPage page={page} office={officeForLanding(site.offices, page.city)} />
    </>
  )
}

const CONTENT_STYLES = [
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-secondary-foreground',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_p]:leading-7',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:leading-7 [&_strong]:font-semibold',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-ocean',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-ocean [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:py-2 [&_td]:border-b [&_td]:py-2',
  '[&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg',
  '[&>*:first-child]:mt-0',
].join(' ')

function HtmlLandingPage({ page, office }: { page: LandingPage; office: Office | undefined }) {
  const estimateHref = landingEstimateHref(page.slug)
  const where = [page.service, page.city ? `${page.city}, FL` : null].filter(Boolean).join(' · ')
  return (
    <>
      <PageHero title={page.title} intro={page.metaDescription ?? where}>
        <CtaLink
          href={estimateHref}
          label="Get Your Free Estimate"
          location={`landing:${page.slug}:hero`}
          className="inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-primary hover:bg-white/90"
        >
          Get Your Free Estimate <ArrowRight className="size-4" aria-hidden />
        </CtaLink>
        {office && (
          <PhoneLink
            href={telHref(office.phone)}
            phone={office.phone}
            location={`landing:${page.slug}:hero`}
            className="inline-flex h-12 items-center gap-2 rounded-md border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
          >
            <Phone className="size-4" aria-hidden /> Call {office.phone}
          </PhoneLink>
        )}
      </PageHero>
      <article
        className={`mx-auto max-w-3xl px-4 py-12 text-base sm:py-16 ${CONTENT_STYLES}`}
        data-testid="landing-content"
        dangerouslySetInnerHTML={{ __html: page.content ?? '' }}
      />
      <section className="bg-sand" aria-labelledby="landing-cta-heading">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="landing-cta-heading" className="text-2xl font-bold tracking-tight">
              Ready to plan your pool?
            </h2>
            <p className="mt-2 text-muted-foreground">
              {office
                ? `Our ${office.city} team will call you ${withinHours(RESPONSE.estimateReplyHours)} with a free, written estimate.`
                : `We will call you ${withinHours(RESPONSE.estimateReplyHours)} with a free, written estimate.`}
            </p>
          </div>
          <CtaLink
            href={estimateHref}
            label="Get Your Free Estimate"
            location={`landing:${page.slug}:footer`}
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90"
          >
            Get Your Free Estimate <ArrowRight className="size-4" aria-hidden />
          </CtaLink>
        </div>
      </section>
    </>
  )
}
