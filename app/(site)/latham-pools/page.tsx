import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Latham Fiberglass Pools',
  description: 'Explore the Latham fiberglass collection: lifetime limited warranty, modern shapes and crystal colour finishes.',
}

export default function LathamPoolsPage() {
  return <PageHero title={'Latham Fiberglass Pools'} intro={'Explore the Latham fiberglass collection: lifetime limited warranty, modern shapes and crystal colour finishes.'} />
}
