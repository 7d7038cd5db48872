import { PRICING } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { PackagesPage } from '@/components/packages/packages-page'

export const metadata = pageMetadata({
  title: 'All-Inclusive Pool Packages',
  description: `Complete fiberglass pool packages from ${PRICING.poolsFromText}: shell, permits, excavation, equipment and deck on one price. Save ${PRICING.winterSavingsText} with our winter special.`,
  path: '/packages',
  keywords: ['fiberglass pool package', 'pool installation price Florida', 'all-inclusive pool'],
})

export default PackagesPage
