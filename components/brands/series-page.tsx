import type { LucideIcon } from 'lucide-react'
import Link from 'next/link'
import { Carousel } from '@/components/carousel/carousel'
import { CtaBand } from '@/components/content/cta-band'
import { FeatureGrid } from '@/components/content/feature-grid'
import { PhotoHero } from '@/components/content/photo-hero'
import { Section } from '@/components/content/section'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import type { ShownPicture } from '@/lib/media/pictures'
import type { PoolSeries, SeriesPageCopy } from '@/content/pool-series'

/**
 * A page that presents a line of pool series (the above-ground and San Juan pages), from its copy
 * in content/: the photo hero, the benefits, a carousel with one slide per series, the page's own
 * sections (children) and the closing call to action. Each slide shows the series' picture, name
 * and description, what `details` draws of it, and a quote button.
 */
export function SeriesPage<S extends PoolSeries>({
  copy,
  pictures,
  titleId,
  heroHeight,
  benefitIcons,
  details,
  children,
}: {
  copy: SeriesPageCopy<S>
  /** The hero's and each series' picture (media library, else the demo drawings), in series order. */
  pictures: { hero: ShownPicture; series: ShownPicture[] }
  /** id of the page's h1. */
  titleId: string
  heroHeight?: 'normal' | 'tall'
  benefitIcons: readonly LucideIcon[]
  details: (series: S) => React.ReactNode
  children?: React.ReactNode
}) {
  const { hero, benefits, series, cta } = copy
  const estimate = `/estimate?sourcePage=${copy.source}`
  return (
    <>
      <PhotoHero
        titleId={titleId}
        title={hero.title}
        intro={hero.intro}
        image={pictures.hero.src}
        height={heroHeight}
        actions={
          <>
            <Button asChild variant="white" size="lg">
              <Link href={estimate}>{hero.estimateLabel}</Link>
            </Button>
            <Button asChild variant="outlineOnDark" size="lg">
              <a href="#series">{hero.seriesLabel}</a>
            </Button>
          </>
        }
      />

      <Section id={benefits.id} title={benefits.title}>
        <FeatureGrid items={benefits.items} icons={benefitIcons} columns={4} />
      </Section>

      <Section id="series" tone="muted" title={series.title} intro={series.intro}>
        <Carousel
          label={series.label}
          slideLabels={series.items.map((s) => s.name)}
          className="mx-auto max-w-5xl"
        >
          {series.items.map((item, i) => (
            <article
              key={item.name}
              className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2"
            >
              <div className="relative aspect-[4/3] bg-muted md:aspect-auto md:min-h-80">
                <Image
                  src={pictures.series[i]?.src ?? item.image}
                  alt={pictures.series[i]?.alt ?? series.imageAlt(item)}
                  unoptimized={isUnoptimizedImage(pictures.series[i]?.src ?? item.image)}
                  fill
                  sizes="(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                  priority={i === 0}
                />
              </div>
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl font-bold" data-testid="series-name">
                  {`${item.name} Series`}
                </h3>
                <p className="mt-2 text-muted-foreground">{item.description}</p>
                {details(item)}
                <Button asChild className="mt-6">
                  <Link href={estimate}>{series.quoteLabel(item)}</Link>
                </Button>
              </div>
            </article>
          ))}
        </Carousel>
      </Section>

      {children}

      <CtaBand title={cta.title} text={cta.text}>
        <Button asChild variant="white" size="lg">
          <Link href={estimate}>{cta.estimateLabel}</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href={`/contact?sourcePage=${copy.source}`}>{cta.contactLabel}</Link>
        </Button>
      </CtaBand>
    </>
  )
}
