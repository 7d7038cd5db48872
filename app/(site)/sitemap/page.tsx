import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Sitemap',
  description: 'Every page of our website in one place.',
}

export default function SitemapPage() {
  return <PageHero title={'Sitemap'} intro={'Every page of our website in one place.'} />
}
