import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Florida Fiberglass Pools | Fiberglass Pool Sales, Installation and Resurfacing',
  description: 'Browse our fiberglass pool collection, see a rough price for the size you want and get a free estimate from the office nearest to you.',
}

export default function HomePage() {
  return <PageHero title={'Fiberglass Pools Installed Across Florida'} intro={'Browse our fiberglass pool collection, see a rough price for the size you want and get a free estimate from the office nearest to you.'} />
}
