import { LATHAM_TEXT } from '@/content/brands'
import { pageMetadata } from '@/lib/seo/metadata'
import { LathamPoolsPage } from '@/components/brands/latham-page'

export const metadata = pageMetadata({
  title: 'Latham Fiberglass Pools',
  description:
    'Latham fiberglass pools installed across Florida: browse the collection by series, shape and size, see the Crystal and Classic colour collections, and schedule a consultation.',
  path: '/latham-pools',
  keywords: ['Latham pools', 'Latham fiberglass pool Florida', 'Latham pool colors'],
  image: LATHAM_TEXT.image,
})

export default LathamPoolsPage
