import { ABOVE_GROUND_PAGE } from '@/content/above-ground'
import { PRICING, TIMELINES, WARRANTIES } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { AboveGroundPoolsPage } from '@/components/brands/above-ground-page'

export const metadata = pageMetadata({
  title: 'Above-Ground Pools',
  description: `Above-ground pools installed in ${TIMELINES.aboveGroundInstallDays} from ${PRICING.aboveGroundFromText}: Premier, Classic and Lagoon series with warranties up to ${WARRANTIES.aboveGroundUpToYears} years.`,
  path: '/above-ground-pools',
  keywords: ['above-ground pools Florida', 'above ground pool installation', 'affordable pool'],
  image: ABOVE_GROUND_PAGE.hero.image,
})

export default AboveGroundPoolsPage
