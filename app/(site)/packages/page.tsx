import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Pool Packages',
  description: 'One price for the pool, installation, equipment and finishing, with pools starting at $42k.',
}

export default function PackagesPage() {
  return <PageHero title={'All-Inclusive Pool Packages'} intro={'One price for the pool, installation, equipment and finishing, with pools starting at $42k.'} />
}
