import { SAN_JUAN_PAGE } from '@/content/brands'
import { WARRANTIES } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { SanJuanPoolsPage } from '@/components/brands/san-juan-page'

export const metadata = pageMetadata({
  title: 'San Juan Fiberglass Pools',
  description: `San Juan fiberglass pools in Florida: Elite, Classic and Coastal series with a ${WARRANTIES.sanJuanStructural}, installed by a local family business.`,
  path: '/san-juan-pools',
  keywords: ['San Juan pools', 'San Juan fiberglass pool Florida', 'fiberglass pool series'],
  image: SAN_JUAN_PAGE.hero.image,
})

export default SanJuanPoolsPage
