import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'How we collect, use and protect the information you share with us.',
}

export default function PrivacyPolicyPage() {
  return <PageHero title={'Privacy Policy'} intro={'How we collect, use and protect the information you share with us.'} />
}
