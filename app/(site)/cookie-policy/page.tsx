import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Cookie Policy',
  description: 'Which cookies and similar technologies this website uses, and how to control them.',
}

export default function CookiePolicyPage() {
  return <PageHero title={'Cookie Policy'} intro={'Which cookies and similar technologies this website uses, and how to control them.'} />
}
