import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Design Your Pool',
  description: 'Pick a size and a colour to see a rough price, then get a free estimate for the pool you have in mind.',
}

export default function DesignPage() {
  return <PageHero title={'Design Your Pool'} intro={'Pick a size and a colour to see a rough price, then get a free estimate for the pool you have in mind.'} />
}
