import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Legal Disclaimers',
  description: 'Important notes about prices, dimensions, financing estimates and warranties shown on this website.',
}

export default function LegalDisclaimersPage() {
  return <PageHero title={'Legal Disclaimers'} intro={'Important notes about prices, dimensions, financing estimates and warranties shown on this website.'} />
}
