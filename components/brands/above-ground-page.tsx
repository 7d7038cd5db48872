import { BadgeDollarSign, Check, Droplets, ShieldCheck, Timer } from 'lucide-react'
import Link from 'next/link'
import { Carousel } from '@/components/carousel/carousel'
import { CtaBand } from '@/components/content/cta-band'
import { FeatureGrid } from '@/components/content/feature-grid'
import { Section } from '@/components/content/section'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import {
  ABOVE_GROUND_BENEFITS,
  ABOVE_GROUND_INCLUDED,
  ABOVE_GROUND_SERIES,
  ABOVE_GROUND_TEXT,
} from '@/content/above-ground'

const BENEFIT_ICONS = [BadgeDollarSign, Timer, ShieldCheck, Droplets]

export function AboveGroundPoolsPage() {
  return (
    <>
      <section className="relative isolate overflow-hidden text-white" aria-labelledby="above-ground-title">
        <Image
          src={ABOVE_GROUND_TEXT.image}
          alt=""
          fill
          priority
          sizes="100vw"
          className="-z-20 object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-900/70 to-slate-900/30" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 id="above-ground-title" className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {ABOVE_GROUND_TEXT.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{ABOVE_GROUND_TEXT.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="white" size="lg">
              <Link href="/estimate?sourcePage=above-ground-pools">Get Your Free Estimate</Link>
            </Button>
            <Button asChild variant="outlineOnDark" size="lg">
              <a href="#series">Explore the Series</a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="benefits" title="Why an Above-Ground Pool?">
        <FeatureGrid items={ABOVE_GROUND_BENEFITS} icons={BENEFIT_ICONS} columns={4} />
      </Section>

      <Section
        id="series"
        tone="muted"
        title="Our Above-Ground Series"
        intro="Three series for every yard and budget."
      >
        <Carousel
          label="Above-ground pool series"
          slideLabels={ABOVE_GROUND_SERIES.map((s) => s.name)}
          className="mx-auto max-w-5xl"
        >
          {ABOVE_GROUND_SERIES.map((series, i) => (
            <article
              key={series.name}
              className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2"
            >
              <div className="relative aspect-[4/3] bg-muted md:aspect-auto md:min-h-80">
                <Image
                  src={series.image}
                  alt={`${series.name} series above-ground pool`}
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
                <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
                  <div>
                    <dt className="font-semibold">Shapes</dt>
                    <dd className="text-muted-foreground">{series.shapes.join(', ')}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Sizes</dt>
                    <dd className="text-muted-foreground">{series.sizes.join(', ')}</dd>
                  </div>
                </dl>
                <ul className="mt-4 space-y-2">
                  {series.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> {feature}
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-6">
                  <Link href="/estimate?sourcePage=above-ground-pools">Get a {series.name} Quote</Link>
                </Button>
              </div>
            </article>
          ))}
        </Carousel>
      </Section>

      <Section id="included" title="What’s Included" intro="Every above-ground installation comes complete.">
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {ABOVE_GROUND_INCLUDED.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg border bg-card p-4">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Swim This Week"
        text="Tell us about your yard and we will recommend the right series and size."
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=above-ground-pools">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/contact?sourcePage=above-ground-pools">Contact Us</Link>
        </Button>
      </CtaBand>
    </>
  )
}
