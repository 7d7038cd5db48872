import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Resources',
  description: 'Guides, checklists and brochures to help you plan your fiberglass pool project.',
}

export default function ResourcesPage() {
  return <PageHero title={'Pool Buyer Resources'} intro={'Guides, checklists and brochures to help you plan your fiberglass pool project.'} />
}
