import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Fiberglass Pool Gallery',
  description: 'Compare 100+ fiberglass pool models by shape, size, maker and series, then ask for a free estimate on the one you like.',
}

export default function PoolsPage() {
  return <PageHero title={'Our Fiberglass Pool Collection'} intro={'Compare 100+ fiberglass pool models by shape, size, maker and series, then ask for a free estimate on the one you like.'} />
}
