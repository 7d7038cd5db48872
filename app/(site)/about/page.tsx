import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'About Us',
  description: 'A Florida family of pool builders with three offices, installing American-made fiberglass pools from Ocala to West Palm Beach.',
}

export default function AboutPage() {
  return <PageHero title={'About Florida Fiberglass Pools'} intro={'A Florida family of pool builders with three offices, installing American-made fiberglass pools from Ocala to West Palm Beach.'} />
}
