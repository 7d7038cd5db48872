import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Free Pool Estimate',
  description: 'Tell us about your project in three short steps. Someone from your local office will call you within 24 hours.',
}

export default function EstimatePage() {
  return <PageHero title={'Get Your Free Pool Estimate'} intro={'Tell us about your project in three short steps. Someone from your local office will call you within 24 hours.'} />
}
