import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { DesignTeaser } from '@/components/home/design-teaser'
import { PageHero } from '@/components/site/page-hero'
import { buttonVariants } from '@/components/ui/button'
import { DESIGN_PAGE } from '@/content/design'
import { HOME_TEASER } from '@/content/home'
import { POOL_COLORS } from '@/content/pool-colors'
import { POOL_SIZES } from '@/content/pricing'
import { log } from '@/lib/log'
import { toCardPool, toTeaserPool } from '@/lib/pools/card'
import { teaserPoolsBySize } from '@/lib/pools/home'
import { getActivePools } from '@/lib/pools/queries'
import type { Pool } from '@/lib/pools/types'
import { pageMetadata } from '@/lib/seo/metadata'
import { isBuildPrerender } from '@/lib/cache/build-phase'

export const metadata = pageMetadata({
  title: 'Design Your Pool',
  description:
    'Pick a fiberglass pool size and finish colour to see a starting price, browse pools in that size and get a free estimate for the pool you have in mind.',
  path: '/design',
  keywords: ['design a pool', 'fiberglass pool price', 'pool colors', 'pool sizes'],
})

async function loadPools(): Promise<Pool[]> {
  try {
    return await getActivePools()
  } catch (error) {
    log.error({ err: error }, '/design: the pool list could not be loaded')
    return []
  }
}

export default async function DesignPage() {
  if (isBuildPrerender()) return null
  const pools = (await loadPools()).map((pool) => toTeaserPool(toCardPool(pool)))
  const bySize = teaserPoolsBySize(
    pools,
    POOL_SIZES.map((s) => s.name),
  )
  return (
    <>
      <PageHero title={DESIGN_PAGE.title} intro={DESIGN_PAGE.intro}>
        <Link href={DESIGN_PAGE.ctaHref} className={buttonVariants({ size: 'lg', variant: 'white' })}>
          {DESIGN_PAGE.ctaLabel}
        </Link>
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
          {DESIGN_PAGE.stepsTitle}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DESIGN_PAGE.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-muted/60 py-16" aria-labelledby="teaser-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="teaser-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
            {DESIGN_PAGE.teaserTitle}
          </h2>
          <DesignTeaser
            sizes={POOL_SIZES}
            colors={POOL_COLORS}
            poolsBySize={bySize}
            defaultSize={HOME_TEASER.defaultSize}
            sourcePage="design"
          />
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center" aria-labelledby="cta-title">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {DESIGN_PAGE.ctaTitle}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{DESIGN_PAGE.ctaText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={DESIGN_PAGE.ctaHref} className={buttonVariants({ size: 'lg' })}>
            {DESIGN_PAGE.ctaLabel}
            <ArrowRight aria-hidden />
          </Link>
          <Link href="/pools" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {DESIGN_PAGE.browseLabel}
          </Link>
        </div>
      </section>
    </>
  )
}
