import { pageMetadata } from '@/lib/seo/metadata'
import { PoolResults } from '@/components/pools/pools-page'

export const metadata = pageMetadata({
  title: 'Fiberglass Pool Gallery',
  description:
    'Compare fiberglass pool models by shape, size, maker and series, with dimensions, depths and prices, then ask for a free estimate on the one you like.',
  path: '/pools',
  keywords: [
    'fiberglass pool models',
    'fiberglass pool sizes',
    'Latham pools',
    'San Juan pools',
    'Florida pools',
  ],
})

export default PoolResults
