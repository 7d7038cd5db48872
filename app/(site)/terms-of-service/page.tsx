import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms that apply when you use this website.',
}

export default function TermsOfServicePage() {
  return <PageHero title={'Terms of Service'} intro={'The terms that apply when you use this website.'} />
}
