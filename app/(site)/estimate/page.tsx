import type { Metadata } from 'next'
import { ESTIMATE_HERO } from '@/content/estimate-page'
import { pageMetadata } from '@/lib/seo/metadata'
import { EstimatePage } from '@/components/estimate/estimate-page'

export const metadata: Metadata = pageMetadata({
  title: 'Free Pool Estimate',
  description: ESTIMATE_HERO.estimate.intro,
  path: '/estimate',
})

export default EstimatePage
