import { Gem, Ruler, ShieldCheck } from 'lucide-react'
import Link from 'next/link'
import { Suspense } from 'react'
import { CtaBand } from '@/components/content/cta-band'
import { FeatureGrid } from '@/components/content/feature-grid'
import { BrandCollection } from '@/components/content/latham/brand-collection'
import {
  brandFilterOptions,
  initialBrandFilters,
  restrictToBrand,
  type BrandPool,
} from '@/components/content/latham/brand-filters'
import { Section } from '@/components/content/section'
import { ColorSwatch } from '@/components/pools/color-swatch'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import { slotPicture } from '@/lib/media/pictures'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { LATHAM_COLOR_COLLECTIONS, LATHAM_TEXT, LATHAM_WHY } from '@/content/brands'
import { POOL_COLOR_LOOKS } from '@/content/pool-colors'
import { appointmentHref } from '@/lib/leads/prefill'
import { getActivePools } from '@/lib/pools/queries'

const BRAND = 'latham'
const WHY_ICONS = [ShieldCheck, Gem, Ruler]
type Query = Record<string, string | string[] | undefined>

async function Collection({ searchParams }: { searchParams: Promise<Query> }) {
  // The query first: a build (which may not read data) stops at it, as the collection reads the request.
  const query = await searchParams
  const all = await getActivePools()
  const pools: BrandPool[] = restrictToBrand(all, BRAND).map((pool) => ({
    id: pool.id,
    name: pool.name,
    model: pool.model,
    manufacturer: pool.manufacturer,
    brand: pool.brand,
    series: pool.series,
    shape: pool.shape,
    sizeCategory: pool.sizeCategory,
    description: pool.description,
    builtInSpa: pool.builtInSpa,
    features: pool.features,
    images: pool.images,
  }))
  const options = brandFilterOptions(pools)
  return (
    <BrandCollection
      pools={pools}
      brand={BRAND}
      initial={initialBrandFilters(query, options, BRAND)}
      defaults={initialBrandFilters({}, options, BRAND)}
      texts={{ empty: LATHAM_TEXT.empty, searchPlaceholder: LATHAM_TEXT.searchPlaceholder }}
    />
  )
}

export async function LathamPoolsPage({ searchParams }: { searchParams: Promise<Query> }) {
  if (isBuildPrerender()) return null
  const hero = slotPicture(await getPlacedPicturesOrNone(), 'latham-hero')
  return (
    <>
      {/* The picture is an <img> sized for the screen (a CSS background cannot pick a width, and a
          phone downloaded the 1600 px one). On wider screens it stays fixed while the page scrolls
          (the parallax of a fixed background), clipped to the section by clip-path. */}
      <section
        aria-labelledby="latham-title"
        className="relative isolate flex min-h-[calc(100svh-6.5rem)] items-center bg-slate-900 text-white [clip-path:inset(0)]"
        data-testid="parallax-hero"
      >
        <Image
          src={hero.src}
          alt=""
          unoptimized={isUnoptimizedImage(hero.src)}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-20 size-full object-cover motion-safe:md:fixed"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/80 via-slate-900/60 to-slate-950/80" />
        <div className="mx-auto w-full max-w-7xl px-4 py-20">
          <h1 id="latham-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            {LATHAM_TEXT.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">{LATHAM_TEXT.intro}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant="white" size="lg">
              <Link href={appointmentHref('latham-pools')}>Schedule Consultation</Link>
            </Button>
            <Button asChild variant="outlineOnDark" size="lg">
              <a href="#collection">View All Pools</a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="collection" title={LATHAM_TEXT.collectionTitle} intro={LATHAM_TEXT.collectionIntro}>
        <Suspense
          fallback={
            <p className="py-10 text-center text-muted-foreground" role="status">
              {LATHAM_TEXT.loading}
            </p>
          }
        >
          <Collection searchParams={searchParams} />
        </Suspense>
      </Section>

      <Section id="why" tone="muted" title="Why Choose Latham" className="below-fold">
        <FeatureGrid items={LATHAM_WHY} icons={WHY_ICONS} columns={3} />
      </Section>

      <CtaBand
        title="Ready to Get Started?"
        text="Talk to a Latham specialist about the model, size and finish that suit your yard."
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=latham-pools">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/contact?sourcePage=latham-pools">Contact Us</Link>
        </Button>
      </CtaBand>

      <Section
        id="colors"
        className="below-fold"
        title="Pool Color Collections"
        intro="Colour changes how the water looks: from Caribbean turquoise to deep lagoon blue."
      >
        <div className="grid gap-8 lg:grid-cols-2">
          {LATHAM_COLOR_COLLECTIONS.map((collection) => (
            <div
              key={collection.name}
              className="rounded-2xl border bg-card p-6 shadow-sm"
              data-testid="color-collection"
            >
              <h3 className="text-xl font-bold">{collection.name}</h3>
              <p className="mt-1 text-muted-foreground">{collection.description}</p>
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
                {collection.colors.map((name) => (
                  <li key={name} className="flex items-center gap-3" data-testid="color-swatch">
                    <ColorSwatch
                      name={name}
                      look={POOL_COLOR_LOOKS[name]}
                      sparkle={collection.sparkle}
                      className="size-12"
                    />
                    <span className="text-sm font-medium">{name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link href={appointmentHref('latham-pools')}>Schedule Color Consultation</Link>
          </Button>
        </div>
      </Section>
    </>
  )
}
