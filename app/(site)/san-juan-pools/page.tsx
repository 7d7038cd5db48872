import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'San Juan Fiberglass Pools',
  description: 'Three series of San Juan fiberglass pools, backed by a 25-year structural warranty.',
}

export default function SanJuanPoolsPage() {
  return <PageHero title={'San Juan Fiberglass Pools'} intro={'Three series of San Juan fiberglass pools, backed by a 25-year structural warranty.'} />
}
