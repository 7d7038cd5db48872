import { ArrowLeft, CheckCircle2, Info } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { MarkPoolsVisited } from '@/components/finder/mark-pools-visited'
import { ColorSwatch } from '@/components/pools/color-swatch'
import { ImageGallery } from '@/components/pools/image-gallery'
import { PoolCard } from '@/components/pools/pool-card'
import { PoolSpecs } from '@/components/pools/pool-specs'
import { BreadcrumbJsonLd, ProductJsonLd } from '@/components/seo/page-json-ld'
import { notFoundMetadata } from '@/components/site/not-found-content'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { WARRANTY_TEXTS } from '@/content/marketing'
import { noPathsAtBuild } from '@/lib/cache/build-phase'
import { getCompanyInfo } from '@/lib/offices/queries'
import { colorCollections, finishSwatches, parsePoolId, relatedPools } from '@/lib/pools/detail'
import { detailEstimateHref } from '@/lib/pools/links'
import { PRICE_WORDING, poolPriceText } from '@/lib/pools/price-wording'
import { toCardPool } from '@/lib/pools/card'
import { getActivePools, getPoolById, getPoolColors } from '@/lib/pools/queries'
import { poolHasSpa, poolMaker } from '@/lib/pools/types'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ id: string }> }

export const generateStaticParams = noPathsAtBuild

async function findPool(params: Props['params']) {
  const id = parsePoolId((await params).id)
  return id === null ? null : getPoolById(id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pool = await findPool(params)
  if (!pool) return notFoundMetadata
  const maker = poolMaker(pool)
  const facts = [pool.dimensions, pool.shape?.toLowerCase(), pool.series && `${pool.series} series`]
    .filter(Boolean)
    .join(', ')
  return pageMetadata({
    title: `${pool.name} Fiberglass Pool${maker ? ` by ${maker}` : ''}`,
    description: `The ${pool.name} (${facts}): dimensions, depth, volume, features, colours${pool.price ? ` and its price (${poolPriceText(pool.price).toLowerCase()})` : ''}. Get a free installation estimate in Florida.`,
    path: `/pool-detail/${pool.id}`,
    image: pool.images[0]?.src,
    keywords: [
      pool.name,
      `${maker} ${pool.series ?? ''}`.trim(),
      `${pool.shape ?? ''} fiberglass pool`.trim(),
    ],
  })
}

export default async function PoolDetailPage({ params }: Props) {
  const pool = await findPool(params)
  if (!pool) notFound()
  const [all, colors, company] = await Promise.all([getActivePools(), getPoolColors(), getCompanyInfo()])
  const maker = poolMaker(pool)
  const images = pool.images
  const swatches = finishSwatches(pool, colors)
  const collections = colorCollections(pool, colors)
  const related = relatedPools(pool, all)
  const estimateHref = detailEstimateHref(pool)

  return (
    <>
      <ProductJsonLd pool={pool} />
      <BreadcrumbJsonLd
        items={[
          { name: 'Home', path: '/' },
          { name: 'Pools', path: '/pools' },
          { name: pool.name, path: `/pool-detail/${pool.id}` },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link href="/" className="hover:underline">
                Home
              </Link>{' '}
              /
            </li>
            <li>
              <Link href="/pools" className="hover:underline">
                Pools
              </Link>{' '}
              /
            </li>
            <li aria-current="page" className="font-medium text-foreground">
              {pool.name}
            </li>
          </ol>
        </nav>
      </div>

      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ImageGallery images={images} showThumbnails preloadFirst sizes="(min-width: 1024px) 58vw, 100vw" />
        <div>
          <div className="flex flex-wrap gap-2">
            {pool.series && <Badge variant="secondary">{pool.series} Series</Badge>}
            {maker && <Badge variant="outline">{maker}</Badge>}
            {poolHasSpa(pool) && <Badge variant="success">Built-in spa</Badge>}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{pool.name}</h1>
          {pool.model && <p className="mt-1 text-muted-foreground">Model {pool.model}</p>}
          <p className="mt-4 text-2xl font-bold text-primary" data-testid="pool-price">
            {poolPriceText(pool.price)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="pool-price-note">
            {pool.price ? PRICE_WORDING.detailNote : PRICE_WORDING.detailOnRequestNote}
          </p>
          <ul className="mt-5 grid grid-cols-2 gap-3 text-sm">
            {[
              ['Size', pool.dimensions],
              ['Depth', pool.depth],
              ['Shape', pool.shape],
              ['Volume', pool.volume],
            ]
              .filter((row): row is [string, string] => !!row[1])
              .map(([label, value]) => (
                <li key={label} className="rounded-lg bg-muted p-3">
                  <span className="block text-muted-foreground">{label}</span>
                  <span className="font-semibold">{value}</span>
                </li>
              ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href={estimateHref}
              className={buttonVariants({ size: 'lg' })}
              data-testid="detail-estimate"
            >
              Get a Free Estimate for This Pool
            </Link>
            <Link href="/pools" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <ArrowLeft aria-hidden />
              All Pools
            </Link>
          </div>
          <p className="mt-5 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span data-testid="dimension-disclaimer">{company.disclaimer}</span>
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          {pool.description && (
            <section aria-labelledby="about-pool">
              <h2 id="about-pool" className="text-2xl font-bold">
                About the {pool.name}
              </h2>
              <p className="mt-3 text-lg leading-relaxed">{pool.description}</p>
            </section>
          )}
          <section aria-labelledby="specs">
            <h2 id="specs" className="mb-4 text-2xl font-bold">
              Specifications
            </h2>
            <PoolSpecs pool={pool} />
          </section>
          {pool.features.length > 0 && (
            <section aria-labelledby="features">
              <h2 id="features" className="text-2xl font-bold">
                Features
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {pool.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="space-y-8">
          {swatches.length > 0 && (
            <section aria-labelledby="finishes" className="rounded-xl border p-5">
              <h2 id="finishes" className="text-xl font-bold">
                Finish Options
              </h2>
              <ul className="mt-4 space-y-3" data-testid="finish-options">
                {swatches.map((swatch) => (
                  <li key={swatch.name} className="flex items-center gap-3">
                    <ColorSwatch name={swatch.name} look={swatch.look} sparkle={swatch.sparkle} />
                    <span>
                      <span className="block font-medium">{swatch.name}</span>
                      {swatch.description && (
                        <span className="block text-sm text-muted-foreground">{swatch.description}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {collections.length > 0 && (
            <section aria-labelledby="maker-colors" className="rounded-xl border p-5">
              <h2 id="maker-colors" className="text-xl font-bold">
                {maker} Color Collections
              </h2>
              {collections.map((group) => (
                <div key={group.name} className="mt-4">
                  <h3 className="font-semibold">{group.name}</h3>
                  <ul className="mt-2 flex flex-wrap gap-3">
                    {group.colors.map((color) => (
                      <li key={color.id} className="flex w-20 flex-col items-center text-center text-xs">
                        <ColorSwatch name={color.name} look={color.look} sparkle={color.sparkle} />
                        <span className="mt-1">{color.name}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
          <section aria-labelledby="warranty" className="rounded-xl border p-5">
            <h2 id="warranty" className="text-xl font-bold">
              Warranty
            </h2>
            {pool.warranty && (
              <p className="mt-2">
                <span className="font-semibold">The maker’s, on the shell: </span>
                {pool.warranty}
              </p>
            )}
            <p className="mt-2 text-sm text-muted-foreground">
              {`Ours: a ${WARRANTY_TEXTS.surface} on the gelcoat and a ${WARRANTY_TEXTS.workmanship} on the installation.`}
            </p>
          </section>
        </aside>
      </div>

      {related.length > 0 && (
        <section className="below-fold mx-auto max-w-7xl px-4 py-10" aria-labelledby="related">
          <h2 id="related" className="mb-6 text-2xl font-bold">
            Related Pools
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id} className="flex">
                <PoolCard pool={toCardPool(other)} sourcePage="pool-detail" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <MarkPoolsVisited />
    </>
  )
}
