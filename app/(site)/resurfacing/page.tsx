import { RESURFACING_HERO } from '@/content/resurfacing'
import { TIMELINES, WARRANTIES } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { ResurfacingPage } from '@/components/resurfacing/resurfacing-page'

export const metadata = pageMetadata({
  title: 'Pool Resurfacing in Florida',
  description: `Fiberglass and concrete pool resurfacing: epoxy coatings, complete gelcoat resurfacing and crack & blister repair in ${TIMELINES.resurfacingDays}, with a ${WARRANTIES.resurfacingYears}-year warranty.`,
  path: '/resurfacing',
  keywords: [
    'pool resurfacing',
    'fiberglass pool resurfacing',
    'epoxy pool coating',
    'pool crack repair Florida',
  ],
  image: RESURFACING_HERO.image,
})

export default ResurfacingPage
