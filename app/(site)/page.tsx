import { BenefitsSection } from '@/components/home/benefits-section'
import { ContactSection } from '@/components/home/contact-section'
import { DesignTeaserSection } from '@/components/home/design-teaser-section'
import { GallerySection } from '@/components/home/gallery-section'
import { HeroSection } from '@/components/home/hero-section'
import { PartnersSection } from '@/components/home/partners-section'
import { ServicesSection } from '@/components/home/services-section'
import { TestimonialsSection } from '@/components/home/testimonials-section'
import { VideosSection } from '@/components/home/videos-section'
import { WarrantySection } from '@/components/home/warranty-section'
import { WhyUsSection } from '@/components/home/why-us-section'
import { HOME_HERO } from '@/content/home'
import { POOL_SIZES } from '@/content/pricing'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { log } from '@/lib/log'
import { brandLogoSlot } from '@/content/media-slots'
import { pictureFor, slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { getManufacturersOrFallback } from '@/lib/manufacturers/queries'
import { getOffices } from '@/lib/offices/queries'
import { toCardPool, toGridCardPool, toTeaserPool } from '@/lib/pools/card'
import { homeGalleryData, teaserPoolsBySize } from '@/lib/pools/home'
import { getActivePools } from '@/lib/pools/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getPublicTestimonials } from '@/lib/testimonials/queries'

export const metadata = pageMetadata({
  title: 'Florida Fiberglass Pools | Fiberglass Pool Sales, Installation and Resurfacing',
  absoluteTitle: true,
  description:
    'Browse our fiberglass pool collection, see a rough price for the size you want and get a free estimate from the office nearest to you in Ocala, Orlando or West Palm Beach.',
  path: '/',
  image: HOME_HERO.image,
})

/** A failed read shows an empty list (spec 01 §7, §8), never an error page. */
async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load()
  } catch (error) {
    log.error({ err: error }, `home: ${what} could not be loaded`)
    return []
  }
}

export default async function HomePage() {
  if (isBuildPrerender()) return null
  const [pools, manufacturers, testimonials, offices, placed] = await Promise.all([
    orEmpty('pools', getActivePools),
    getManufacturersOrFallback(),
    orEmpty('testimonials', () => getPublicTestimonials(6)),
    orEmpty('offices', getOffices),
    getPlacedPicturesOrNone(),
  ])
  const cards = pools.map(toCardPool)
  // Both are client components: their props are all the pool data the page sends to the browser.
  const gallery = homeGalleryData(cards.map(toGridCardPool))
  const teaserPools = teaserPoolsBySize(
    cards.map(toTeaserPool),
    POOL_SIZES.map((s) => s.name),
  )
  // A logo chosen in the media library replaces the one in the manufacturer record.
  const partners = manufacturers
    .filter((m) => m.enabled)
    .map((m) => {
      const chosen = pictureFor(placed, brandLogoSlot(m.id), null)
      return chosen ? { ...m, logo: chosen.src } : m
    })

  return (
    <>
      <HeroSection picture={slotPicture(placed, 'home-hero')} />
      <BenefitsSection />
      <ServicesSection />
      <VideosSection />
      <DesignTeaserSection teaserPools={teaserPools} />
      <GallerySection gallery={gallery} />
      <PartnersSection partners={partners} />
      <WhyUsSection />
      <TestimonialsSection testimonials={testimonials} />
      <WarrantySection />
      <ContactSection offices={offices} />
    </>
  )
}
