import { ArrowDown, ArrowRight, Award, CheckCircle2, ShieldCheck } from 'lucide-react'
import Link from 'next/link'
import { CountUp } from '@/components/home/count-up'
import {
  AutoplayVideoIsland,
  ContactOfficeIsland,
  DesignTeaserIsland,
  HomeContactFormIsland,
  HomeGalleryIsland,
  ManufacturerFeaturesIsland,
} from '@/components/home/islands'
import { SectionHeading } from '@/components/home/section-heading'
import { ServiceIcon } from '@/components/home/service-icon'
import { TestimonialCard } from '@/components/home/testimonial-card'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import {
  HOME_BENEFITS,
  HOME_CONTACT_SECTION,
  HOME_GALLERY,
  HOME_HERO,
  HOME_SERVICES,
  HOME_TEASER,
  HOME_VIDEOS,
  HOME_WARRANTIES,
  MANUFACTURER_FEATURES_SHOWN,
  MANUFACTURER_PAGES,
  SETS_US_APART,
} from '@/content/home'
import { POOL_COLORS } from '@/content/pool-colors'
import { POOL_SIZES } from '@/content/pricing'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { log } from '@/lib/log'
import { getManufacturersOrFallback } from '@/lib/manufacturers/queries'
import { isImageLogo, manufacturerFeatures } from '@/lib/manufacturers/types'
import { getOffices } from '@/lib/offices/queries'
import { toCardPool, toGridCardPool, toTeaserPool } from '@/lib/pools/card'
import { homeGalleryData, teaserPoolsBySize } from '@/lib/pools/home'
import { getActivePools } from '@/lib/pools/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getPublicTestimonials } from '@/lib/testimonials/queries'

export const metadata = pageMetadata({
  title: 'Florida Fiberglass Pools | Fiberglass Pool Sales, Installation and Resurfacing',
  absoluteTitle: true,
  description:
    'Browse our fiberglass pool collection, see a rough price for the size you want and get a free estimate from the office nearest to you in Ocala, Orlando or West Palm Beach.',
  path: '/',
  image: HOME_HERO.image,
})

/** A failed read shows an empty list (spec 01 §7, §8), never an error page. */
async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load()
  } catch (error) {
    log.error({ err: error }, `home: ${what} could not be loaded`)
    return []
  }
}

export default async function HomePage() {
  if (isBuildPrerender()) return null
  const [pools, manufacturers, testimonials, offices] = await Promise.all([
    orEmpty('pools', getActivePools),
    getManufacturersOrFallback(),
    orEmpty('testimonials', () => getPublicTestimonials(6)),
    orEmpty('offices', getOffices),
  ])
  const cards = pools.map(toCardPool)
  // Both are client components: their props are all the pool data the page sends to the browser.
  const gallery = homeGalleryData(cards.map(toGridCardPool))
  const teaserPools = teaserPoolsBySize(
    cards.map(toTeaserPool),
    POOL_SIZES.map((s) => s.name),
  )
  const partners = manufacturers.filter((m) => m.enabled)

  return (
    <>
      {/* Hero */}
      <section className="relative isolate overflow-hidden bg-slate-900 text-white">
        <Image
          src={HOME_HERO.image}
          alt={HOME_HERO.imageAlt}
          fill
          priority
          sizes="100vw"
          className="-z-10 object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-900/60 to-slate-900/20" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28 lg:py-36">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{HOME_HERO.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{HOME_HERO.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={HOME_HERO.estimateHref} className={buttonVariants({ size: 'lg', variant: 'white' })}>
              {HOME_HERO.estimateLabel}
              <ArrowRight aria-hidden />
            </Link>
            <Link href={HOME_HERO.designHref} className={buttonVariants({ size: 'lg', variant: 'glass' })}>
              {HOME_HERO.designLabel}
            </Link>
          </div>
          <a
            href="#gallery"
            className="mt-10 inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-white/90 hover:text-white"
          >
            <ArrowDown aria-hidden className="size-4 motion-safe:animate-bounce" />
            {HOME_HERO.galleryLabel}
          </a>
        </div>
      </section>

      {/* Benefits */}
      <section aria-label="Why fiberglass" className="relative z-10 mx-auto -mt-10 max-w-7xl px-4">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border bg-card p-6 shadow-md">
              <p className="text-4xl font-bold text-primary">
                <CountUp value={benefit.value} decimals={benefit.decimals} suffix={benefit.suffix} />
              </p>
              <h2 className="mt-1 text-lg font-semibold">{benefit.title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Services */}
      <section className="below-fold mx-auto max-w-7xl px-4 py-20" aria-labelledby="services-title">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Our Services"
          intro="From the first sketch to the first swim, and for years after."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_SERVICES.map((service) => (
            <li key={service.title}>
              {service.href ? (
                <Link
                  href={service.href}
                  className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
                >
                  <ServiceIcon
                    name={service.icon}
                    className="size-10 rounded-lg bg-secondary p-2 text-primary"
                  />
                  <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.text}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary group-hover:underline">
                    Learn more <ArrowRight aria-hidden className="size-4" />
                  </span>
                </Link>
              ) : (
                <div
                  aria-disabled="true"
                  className="flex h-full flex-col rounded-xl border border-dashed bg-muted p-6"
                  data-testid="service-coming-soon"
                >
                  <ServiceIcon
                    name={service.icon}
                    className="size-10 rounded-lg bg-slate-200 p-2 text-slate-600"
                  />
                  <h3 className="mt-4 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-700">
                    {service.title}
                    <Badge variant="warning">Coming Soon</Badge>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{service.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      {/* Videos */}
      <section className="below-fold bg-slate-900 py-20 text-white" aria-labelledby="videos-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="videos-title"
            eyebrow="See it for yourself"
            title="Watch a Fiberglass Pool Go In"
            intro="A shell is craned in, levelled, plumbed and backfilled in days, not months."
            light
          />
          <div className="grid gap-6 lg:grid-cols-2">
            {HOME_VIDEOS.map((video) => (
              <AutoplayVideoIsland
                key={video.videoId}
                videoId={video.videoId}
                title={video.title}
                poster={video.poster}
              />
            ))}
          </div>
        </div>
      </section>

      {/* Design teaser */}
      <section className="below-fold mx-auto max-w-7xl px-4 py-20" aria-labelledby="design-title">
        <SectionHeading
          id="design-title"
          eyebrow="Price it in seconds"
          title={HOME_TEASER.title}
          intro={HOME_TEASER.intro}
        />
        <DesignTeaserIsland
          sizes={POOL_SIZES}
          colors={POOL_COLORS}
          poolsBySize={teaserPools}
          defaultSize={HOME_TEASER.defaultSize}
          sourcePage="home"
        />
      </section>

      {/* Gallery */}
      <section id="gallery" className="below-fold scroll-mt-4 bg-sand py-20" aria-labelledby="gallery-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="gallery-title"
            eyebrow="Pool gallery"
            title={HOME_GALLERY.title}
            intro={HOME_GALLERY.intro}
          />
          {gallery.pools.length > 0 ? (
            <HomeGalleryIsland categories={gallery.categories} pools={gallery.pools} views={gallery.views} />
          ) : (
            <p className="text-center text-muted-foreground">
              Our pool gallery is being updated. Call us to hear about the pools we offer.
            </p>
          )}
          <div className="mt-10 text-center">
            <Link href="/pools" className={buttonVariants({ size: 'lg' })}>
              {HOME_GALLERY.completeLabel}
              <ArrowRight aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      {/* Manufacturer partners */}
      {partners.length > 0 && (
        <section className="below-fold mx-auto max-w-7xl px-4 py-20" aria-labelledby="partners-title">
          <SectionHeading
            id="partners-title"
            eyebrow="Manufacturer partners"
            title="Pools From Makers We Trust"
            intro="We install shells from the leading American fiberglass pool manufacturers."
          />
          <ul className="grid gap-6 md:grid-cols-2">
            {partners.map((maker) => {
              const page = MANUFACTURER_PAGES.find((p) => p.match.test(maker.name))
              return (
                <li
                  key={maker.id}
                  className="rounded-xl border bg-card p-6 shadow-sm"
                  data-testid="manufacturer"
                >
                  <div className="mb-4 flex items-center gap-3">
                    {isImageLogo(maker.logo) ? (
                      <Image
                        src={maker.logo}
                        alt=""
                        width={48}
                        height={48}
                        unoptimized
                        className="size-12 object-contain"
                      />
                    ) : (
                      <span
                        aria-hidden
                        className="flex size-12 items-center justify-center rounded-full bg-secondary text-2xl"
                      >
                        {maker.logo ?? maker.name.charAt(0)}
                      </span>
                    )}
                    <h3 className="text-xl font-semibold">{maker.name}</h3>
                  </div>
                  <ManufacturerFeaturesIsland
                    name={maker.name}
                    features={manufacturerFeatures(maker.description)}
                    shown={MANUFACTURER_FEATURES_SHOWN}
                  />
                  {page && (
                    <Link
                      href={page.href}
                      className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                    >
                      Explore {maker.name} <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      )}

      {/* What sets us apart */}
      <section className="below-fold bg-secondary py-20" aria-labelledby="apart-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="apart-title" eyebrow="Why choose us" title="What Sets Us Apart" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SETS_US_APART.map((item) => (
              <li key={item.title} className="flex gap-3 rounded-xl bg-white p-6 shadow-sm">
                <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700" />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Testimonials */}
      <section
        id="testimonials"
        className="below-fold mx-auto max-w-7xl scroll-mt-4 px-4 py-20"
        aria-labelledby="testimonials-title"
      >
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What Our Customers Say"
          intro="Florida homeowners on their new fiberglass pools."
        />
        {testimonials.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-muted-foreground">
            Ask us for references: we will put you in touch with customers near you.
          </p>
        )}
      </section>

      {/* Warranty */}
      <section
        id="warranty"
        className="below-fold scroll-mt-4 bg-slate-900 py-20 text-white"
        aria-labelledby="warranty-title"
      >
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="warranty-title"
            eyebrow="Peace of mind"
            title="Warranty Coverage"
            intro="Every pool we install is covered three ways, in writing."
            light
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {HOME_WARRANTIES.map((w, i) => (
              <li key={w.title} className="rounded-xl bg-white/10 p-6 text-center" data-testid="warranty">
                {i === 0 ? (
                  <Award aria-hidden className="mx-auto size-10 text-amber-300" />
                ) : (
                  <ShieldCheck aria-hidden className="mx-auto size-10 text-cyan-300" />
                )}
                <h3 className="mt-3 text-xl font-bold">{w.title}</h3>
                <p className="mt-2 text-white/85">{w.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Contact */}
      <section
        id="contact"
        className="below-fold scroll-mt-4 bg-gradient-to-br from-primary to-cyan-800 py-20 text-white"
        aria-labelledby="contact-title"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {HOME_CONTACT_SECTION.title}
            </h2>
            <p className="mt-3 text-lg text-white/90">{HOME_CONTACT_SECTION.intro}</p>
            <div className="mt-6">
              <ContactOfficeIsland offices={offices} />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                href={HOME_CONTACT_SECTION.estimateHref}
                className={buttonVariants({ size: 'lg', variant: 'white' })}
              >
                {HOME_CONTACT_SECTION.estimateLabel}
              </Link>
              <Link
                href={HOME_CONTACT_SECTION.financingHref}
                className={buttonVariants({ size: 'lg', variant: 'glass' })}
              >
                {HOME_CONTACT_SECTION.financingLabel}
              </Link>
            </div>
          </div>
          <div className="rounded-2xl bg-white p-6 text-foreground shadow-xl sm:p-8">
            <HomeContactFormIsland offices={offices} />
          </div>
        </div>
      </section>
    </>
  )
}
