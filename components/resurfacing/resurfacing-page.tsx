import { AlertTriangle, Check, ShieldCheck, Sparkles, Star, Wrench } from 'lucide-react'
import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { OfficeCallButtons } from '@/components/content/office-call-buttons'
import { PhotoHero } from '@/components/content/photo-hero'
import { Section } from '@/components/content/section'
import { BeforeAfterPairs, beforeAfterIntro, type BeforeAfterPair } from './before-after-pairs'
import { BEFORE_AFTER_TEXT } from '@/content/media-slots'
import { slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { Button } from '@/components/ui/button'
import { VideoFacade } from '@/components/video/video-facade'
import {
  EPOXY_VS_GELCOAT,
  RESURFACING_FAQ,
  RESURFACING_HERO,
  RESURFACING_PROCESS,
  RESURFACING_REASONS,
  RESURFACING_SERVICE_CARDS,
  WARNING_SIGNS,
  resurfacingEstimateHref,
} from '@/content/resurfacing'
import { VIDEOS } from '@/content/videos'
import { getOffices } from '@/lib/offices/queries'
import { RESPONSE, withinHours } from '@/content/marketing'
import { cn } from '@/lib/utils'
import { isBuildPrerender } from '@/lib/cache/build-phase'

const REASON_ICONS = [Wrench, Sparkles, Star, ShieldCheck]

export async function ResurfacingPage() {
  if (isBuildPrerender()) return null
  const [offices, placed] = await Promise.all([getOffices(), getPlacedPicturesOrNone()])
  const hero = slotPicture(placed, 'resurfacing-hero')
  const pairs: BeforeAfterPair[] = [1, 2].map((n) => ({
    before: slotPicture(placed, `resurfacing-before-${n}`),
    after: slotPicture(placed, `resurfacing-after-${n}`),
  }))
  return (
    <>
      <PhotoHero
        titleId="resurfacing-title"
        title={RESURFACING_HERO.title}
        intro={RESURFACING_HERO.intro}
        image={hero.src}
        overlay="deep"
        actions={
          <Button asChild variant="white" size="lg">
            <Link href={resurfacingEstimateHref('hero')}>Get Free Resurfacing Estimate</Link>
          </Button>
        }
      >
        <div className="mt-6">
          <OfficeCallButtons offices={offices} variant="nearest" />
        </div>
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {RESURFACING_HERO.stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-white/10 p-4 backdrop-blur">
              <dt className="text-sm text-white/85">{stat.label}</dt>
              <dd className="text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PhotoHero>

      <Section
        id="warning-signs"
        title="Warning Signs Your Pool Needs Resurfacing"
        intro="Catching these early keeps a surface repair from becoming a structural one."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WARNING_SIGNS.map((sign) => (
            <li key={sign.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <AlertTriangle className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden />
              <div>
                <h3 className="font-semibold">{sign.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{sign.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild size="lg">
            <Link href={resurfacingEstimateHref('problem-identification')}>
              See These Signs? Get a Free Inspection
            </Link>
          </Button>
        </div>
      </Section>

      <Section id="comparison" tone="muted" title={EPOXY_VS_GELCOAT.title} intro={EPOXY_VS_GELCOAT.intro}>
        {/* Phones: one card per feature, the two finishes one under the other; a three-column
            table there was cut off at the screen's edge with no sign that it scrolled. */}
        <ul className="space-y-3 sm:hidden" data-testid="comparison-cards">
          {EPOXY_VS_GELCOAT.rows.map((row) => (
            <li key={row.feature} className="rounded-xl border bg-card p-4 shadow-sm">
              <h3 className="font-semibold">{row.feature}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                <div>
                  <dt className="font-medium text-primary">Epoxy coating</dt>
                  <dd className="text-muted-foreground">{row.epoxy}</dd>
                </div>
                <div>
                  <dt className="font-medium text-primary">Gelcoat resurfacing</dt>
                  <dd className="text-muted-foreground">{row.gelcoat}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div
          className="hidden overflow-x-auto rounded-xl border bg-card shadow-sm sm:block"
          role="region"
          aria-label="Epoxy and gelcoat comparison table"
          tabIndex={0}
          data-testid="comparison-table"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Epoxy coating compared with a new gelcoat finish</caption>
            <thead className="bg-primary text-primary-foreground">
              <tr>
                <th scope="col" className="p-4">
                  Feature
                </th>
                <th scope="col" className="p-4">
                  Epoxy coating
                </th>
                <th scope="col" className="p-4">
                  Gelcoat resurfacing
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {EPOXY_VS_GELCOAT.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="p-4 font-semibold">
                    {row.feature}
                  </th>
                  <td className="p-4 text-muted-foreground">{row.epoxy}</td>
                  <td className="p-4 text-muted-foreground">{row.gelcoat}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="videos"
        title="See Resurfacing in Action"
        intro="How we choose between epoxy and gelcoat, and a complete restoration from start to finish."
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <VideoFacade {...VIDEOS.resurfacingOverview} sizes="(min-width: 1024px) 600px, 100vw" />
            <Button asChild variant="outline" className="mt-4">
              <Link href={resurfacingEstimateHref('video')}>Ask Which Finish Suits Your Pool</Link>
            </Button>
          </div>
          <div>
            <VideoFacade {...VIDEOS.resurfacingRestoration} sizes="(min-width: 1024px) 600px, 100vw" />
            <Button asChild variant="outline" className="mt-4">
              <Link href={resurfacingEstimateHref('restoration-video')}>Restore My Pool</Link>
            </Button>
          </div>
        </div>
      </Section>

      <Section
        id="services"
        tone="muted"
        title="Our Resurfacing Services"
        intro="From targeted repairs to a complete new surface."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {RESURFACING_SERVICE_CARDS.map((card) => (
            <li
              key={card.title}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
                card.popular && 'border-2 border-primary shadow-lg',
              )}
              data-testid="resurfacing-service"
            >
              {card.popular && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground uppercase">
                  Most Popular
                </span>
              )}
              <h3 className="text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.text}</p>
              <ul className="mt-4 space-y-2">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> {point}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-6" variant={card.popular ? 'default' : 'outline'}>
                <Link href={resurfacingEstimateHref(card.source, card.service)}>{card.cta}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild size="lg">
            <Link href={resurfacingEstimateHref('services-cta')}>Not Sure? Get a Free Assessment</Link>
          </Button>
        </div>
      </Section>

      <Section id="process" title="Our Four-Step Resurfacing Process">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {RESURFACING_PROCESS.map((step) => (
            <li key={step.step} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {step.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <Button asChild variant="outline" size="lg">
            <Link href={resurfacingEstimateHref('process')}>Schedule My Inspection</Link>
          </Button>
        </div>
      </Section>

      <Section id="gallery" tone="muted" title={BEFORE_AFTER_TEXT.title} intro={beforeAfterIntro(pairs)}>
        <div className="mx-auto max-w-4xl">
          <BeforeAfterPairs pairs={pairs} />
        </div>
        <div className="mt-8 text-center">
          <Button asChild size="lg">
            <Link href={resurfacingEstimateHref('gallery')}>Get Results Like These</Link>
          </Button>
        </div>
      </Section>

      <Section id="why-us" title="Why Florida Homeowners Choose Us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {RESURFACING_REASONS.map((reason, i) => {
            const Icon = REASON_ICONS[i] ?? Star
            return (
              <li key={reason.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <Icon className="size-8 text-primary" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-muted-foreground">{reason.text}</p>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="resurfacing-faq" tone="muted" title="Resurfacing Questions">
        <div className="mx-auto max-w-3xl space-y-3">
          {RESURFACING_FAQ.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border bg-card shadow-sm"
              data-testid="resurfacing-faq-item"
            >
              <summary className="cursor-pointer list-none rounded-xl p-5 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
              </summary>
              <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
          <div className="pt-4 text-center">
            <Button asChild variant="outline">
              <Link href={resurfacingEstimateHref('faq')}>Ask Us Anything</Link>
            </Button>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Bring Your Pool Back to Life"
        text={`Tell us what your pool looks like today. We reply ${withinHours(RESPONSE.contactReplyHours)} with next steps.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href={resurfacingEstimateHref('cta')}>Get My Free Resurfacing Estimate</Link>
        </Button>
        <div className="basis-full" />
        <OfficeCallButtons offices={offices} variant="nearest" />
      </CtaBand>
    </>
  )
}
