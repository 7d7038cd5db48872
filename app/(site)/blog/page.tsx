import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Blog',
  description: 'Guides on choosing, installing and caring for a fiberglass pool in the Florida climate.',
}

export default function BlogPage() {
  return <PageHero title={'Pool Tips and News'} intro={'Guides on choosing, installing and caring for a fiberglass pool in the Florida climate.'} />
}
