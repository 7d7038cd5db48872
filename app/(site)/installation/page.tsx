import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Pool Installation Timeline',
  description: 'From excavation to the first swim in about two weeks: see what happens on each day of a fiberglass pool installation.',
}

export default function InstallationPage() {
  return <PageHero title={'Our Pool Installation Process'} intro={'From excavation to the first swim in about two weeks: see what happens on each day of a fiberglass pool installation.'} />
}
