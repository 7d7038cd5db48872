import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Questions about a new pool or a resurfacing project? Send us a message or call the office nearest to you; we reply within 24 hours.',
}

export default function ContactPage() {
  return <PageHero title={'Contact Us'} intro={'Questions about a new pool or a resurfacing project? Send us a message or call the office nearest to you; we reply within 24 hours.'} />
}
