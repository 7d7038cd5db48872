import { Award, Camera, Check, Flag, ShieldCheck, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { Carousel } from '@/components/carousel/carousel'
import { BrandGallery } from '@/components/content/brand-gallery'
import { brandGalleryPools, type BrandGalleryPool } from '@/components/content/brand-gallery-pools'
import { CtaBand } from '@/components/content/cta-band'
import { FeatureGrid } from '@/components/content/feature-grid'
import { Section } from '@/components/content/section'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { SAN_JUAN_BENEFITS, SAN_JUAN_SERIES, SAN_JUAN_TEXT } from '@/content/brands'
import { log } from '@/lib/log'
import { getActivePools } from '@/lib/pools/queries'
import { isBuildPrerender } from '@/lib/cache/build-phase'

const BENEFIT_ICONS = [ShieldCheck, Award, Sparkles, Flag]
const ESTIMATE = '/estimate?sourcePage=san-juan-pools'
const BRAND = 'san juan'

/** The San Juan pools of the catalogue that have a picture (the shared image-selection rule). */
async function galleryPools(): Promise<BrandGalleryPool[]> {
  try {
    return brandGalleryPools(await getActivePools(), BRAND)
  } catch (error) {
    log.error({ err: error }, '/san-juan-pools: the pool list could not be loaded')
    return []
  }
}

export async function SanJuanPoolsPage() {
  if (isBuildPrerender()) return null
  const gallery = await galleryPools()
  return (
    <>
      <section className="relative isolate overflow-hidden text-white" aria-labelledby="san-juan-title">
        <Image src={SAN_JUAN_TEXT.image} alt="" fill priority sizes="100vw" className="-z-20 object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-900/70 to-slate-900/30" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <h1 id="san-juan-title" className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {SAN_JUAN_TEXT.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{SAN_JUAN_TEXT.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="white" size="lg">
              <Link href={ESTIMATE}>Get Free Estimate</Link>
            </Button>
            <Button asChild variant="outlineOnDark" size="lg">
              <a href="#series">Explore Pool Series</a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="why" title="Why Choose San Juan Pools">
        <FeatureGrid items={SAN_JUAN_BENEFITS} icons={BENEFIT_ICONS} columns={4} />
      </Section>

      <Section
        id="series"
        tone="muted"
        title="San Juan Pool Series"
        intro="Three series, each with its own character."
      >
        <Carousel
          label="San Juan series"
          slideLabels={SAN_JUAN_SERIES.map((s) => s.name)}
          className="mx-auto max-w-5xl"
        >
          {SAN_JUAN_SERIES.map((series, i) => (
            <article
              key={series.name}
              className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2"
            >
              <div className="relative aspect-[4/3] bg-muted md:aspect-auto md:min-h-80">
                <Image
                  src={series.image}
                  alt={`San Juan ${series.name} series pool`}
                  fill
                  sizes="(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                  priority={i === 0}
                />
              </div>
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl font-bold" data-testid="series-name">
                  {`${series.name} Series`}
                </h3>
                <p className="mt-2 text-muted-foreground">{series.description}</p>
                <h4 className="mt-4 text-sm font-semibold">Features</h4>
                <ul className="mt-2 space-y-2">
                  {series.features.slice(0, 2).map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> {feature}
                    </li>
                  ))}
                </ul>
                <h4 className="mt-4 text-sm font-semibold">Shapes</h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {series.shapes.slice(0, 2).map((shape) => (
                    <li
                      key={shape}
                      className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
                    >
                      {shape}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 flex items-center gap-2 text-sm font-medium">
                  <ShieldCheck className="size-4 text-primary" aria-hidden /> {series.warranty}
                </p>
                <Button asChild className="mt-6">
                  <Link href={ESTIMATE}>Get Quote</Link>
                </Button>
              </div>
            </article>
          ))}
        </Carousel>
      </Section>

      <Section
        id="gallery"
        title={SAN_JUAN_TEXT.galleryTitle}
        intro={gallery.length > 0 ? SAN_JUAN_TEXT.galleryIntro : undefined}
      >
        {gallery.length > 0 ? (
          <BrandGallery pools={gallery} label="San Juan pools" />
        ) : (
          <p
            className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center text-lg text-muted-foreground"
            data-testid="gallery-ask-photos"
          >
            <Camera className="size-10" aria-hidden />
            {SAN_JUAN_TEXT.galleryNoPictures}
          </p>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link href="/pools">View All Pool Brands</Link>
          </Button>
          <Button asChild>
            <Link href="/estimate">Get Custom Estimate</Link>
          </Button>
        </div>
      </Section>

      <CtaBand
        title="Ready for Your San Juan Pool?"
        text="Get a written, all-inclusive estimate for the series and size that fits your yard."
      >
        <Button asChild variant="white" size="lg">
          <Link href={ESTIMATE}>Get Free Estimate Now</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/contact?sourcePage=san-juan-pools">Contact Our Experts</Link>
        </Button>
      </CtaBand>
    </>
  )
}
