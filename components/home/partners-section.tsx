import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import { MANUFACTURER_FEATURES_SHOWN, MANUFACTURER_PAGES } from '@/content/home'
import { isImageLogo, manufacturerFeatures, type Manufacturer } from '@/lib/manufacturers/types'
import { ManufacturerFeaturesIsland } from './islands'
import { SectionHeading } from './section-heading'

/** The manufacturers staff have enabled, each with its features and its brand page when there is one. */
export function PartnersSection({ partners }: { partners: Manufacturer[] }) {
  if (partners.length === 0) return null
  return (
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
            <li key={maker.id} className="rounded-xl border bg-card p-6 shadow-sm" data-testid="manufacturer">
              <div className="mb-4 flex items-center gap-3">
                {isImageLogo(maker.logo) ? (
                  <Image
                    src={maker.logo}
                    alt=""
                    width={48}
                    height={48}
                    // A logo stored on this site goes through the optimiser (an upload is up to 1600 px).
                    unoptimized={!maker.logo.startsWith('/') || isUnoptimizedImage(maker.logo)}
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
  )
}
