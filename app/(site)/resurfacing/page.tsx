import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Fiberglass Pool Resurfacing',
  description: 'Faded, stained or blistered gelcoat? We restore fiberglass pools in 5-7 days with epoxy or complete resurfacing.',
}

export default function ResurfacingPage() {
  return <PageHero title={'Fiberglass Pool Resurfacing'} intro={'Faded, stained or blistered gelcoat? We restore fiberglass pools in 5-7 days with epoxy or complete resurfacing.'} />
}
