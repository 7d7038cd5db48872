import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Above-Ground Pools',
  description: 'Quality above-ground pools from $1,899, installed in 1-2 days.',
}

export default function AboveGroundPoolsPage() {
  return <PageHero title={'Above-Ground Pools'} intro={'Quality above-ground pools from $1,899, installed in 1-2 days.'} />
}
