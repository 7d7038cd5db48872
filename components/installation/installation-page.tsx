import { CloudRain, ClipboardCheck, ShieldCheck, Shovel } from 'lucide-react'
import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { FallbackImage } from '@/components/content/fallback-image'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { isUnoptimizedImage } from '@/lib/content/images'
import { slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { FeatureGrid } from '@/components/content/feature-grid'
import { Section } from '@/components/content/section'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { VideoFacade } from '@/components/video/video-facade'
import {
  INSTALLATION_CARDS,
  INSTALLATION_TEXT,
  INSTALLATION_WARRANTY,
  KEY_FACTS,
  TIMELINE_STEPS,
} from '@/content/installation'
import { VIDEOS } from '@/content/videos'
import { RESPONSE, withinHours } from '@/content/marketing'

const CARD_ICONS = [Shovel, CloudRain, ClipboardCheck]

export async function InstallationPage() {
  if (isBuildPrerender()) return null
  const placed = await getPlacedPicturesOrNone()
  const standIn = slotPicture(placed, 'installation-hero')
  const pictures = TIMELINE_STEPS.map((_, i) => slotPicture(placed, `installation-step-${i + 1}`))
  return (
    <>
      <PageHero title={INSTALLATION_TEXT.title} intro={INSTALLATION_TEXT.intro}>
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=installation">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/pools">Browse Pool Models</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="facts-heading" className="border-b bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="facts-heading" className="sr-only">
            Key facts
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="key-facts">
            {KEY_FACTS.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-white p-4 text-center shadow-sm">
                <dt className="text-xs font-medium text-muted-foreground uppercase">{fact.label}</dt>
                <dd className="mt-1 text-lg font-bold text-primary">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section
        id="timeline"
        title="The Installation Timeline"
        intro="Six steps from an empty yard to your first swim."
      >
        <ol className="relative mx-auto max-w-5xl space-y-10 before:absolute before:top-0 before:bottom-0 before:left-5 before:w-0.5 before:bg-border md:before:left-1/2">
          {TIMELINE_STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative grid gap-6 pl-14 md:grid-cols-2 md:pl-0"
              data-testid="timeline-step"
            >
              <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground md:left-1/2 md:-translate-x-1/2">
                {i + 1}
              </span>
              <div className={i % 2 === 0 ? 'md:pr-12 md:text-right' : 'md:order-2 md:pl-12'}>
                <p className="text-sm font-semibold text-ocean uppercase">
                  {step.day} · {step.duration}
                </p>
                <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.description}</p>
              </div>
              <div className={i % 2 === 0 ? 'md:pl-12' : 'md:order-1 md:pr-12'}>
                <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted shadow-sm">
                  <FallbackImage
                    src={pictures[i]?.src ?? step.image}
                    unoptimized={isUnoptimizedImage(pictures[i]?.src ?? step.image)}
                    fallbackSrc={standIn.src}
                    alt={pictures[i]?.drawing === false ? pictures[i].alt : `${step.day}: ${step.title}`}
                    fill
                    sizes="(min-width: 1024px) 460px, (min-width: 768px) 45vw, 90vw"
                    className="object-cover"
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="video"
        tone="muted"
        title="Watch an Installation"
        intro="A complete installation in a few minutes."
      >
        <div className="mx-auto max-w-4xl">
          <VideoFacade {...VIDEOS.installationTimeLapse} sizes="(min-width: 1024px) 896px, 100vw" />
        </div>
      </Section>

      <Section id="planning" title="Planning for a Smooth Installation">
        <FeatureGrid items={INSTALLATION_CARDS} icons={CARD_ICONS} columns={3} />
      </Section>

      <Section id="warranty" tone="muted" title={INSTALLATION_WARRANTY.title}>
        <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-8 shadow-sm">
          <ul className="space-y-3">
            {INSTALLATION_WARRANTY.points.map((point) => (
              <li key={point} className="flex gap-3">
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{INSTALLATION_WARRANTY.note}</p>
        </div>
      </Section>

      <CtaBand
        title="Ready to Schedule Your Installation?"
        text={`Get your written estimate and a timeline for your yard. We reply ${withinHours(RESPONSE.estimateReplyHours)}.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=installation">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/pools">Browse Pool Models</Link>
        </Button>
      </CtaBand>
    </>
  )
}
