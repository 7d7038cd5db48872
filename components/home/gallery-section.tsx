import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { HOME_GALLERY } from '@/content/home'
import type { CardPool } from '@/lib/pools/card'
import type { HomeGalleryData } from '@/lib/pools/home'
import { HomeGalleryIsland } from './islands'
import { SectionHeading } from './section-heading'

/** The pool gallery by size (an island), or a line asking to call when the catalogue could not be read. */
export function GallerySection({ gallery }: { gallery: HomeGalleryData<CardPool> }) {
  return (
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
  )
}
