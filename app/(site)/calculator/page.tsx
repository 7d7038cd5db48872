import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Pool Payment Calculator',
  description: 'Enter a pool price, a down payment and a term to compare monthly payments across lenders for your credit band.',
}

export default function CalculatorPage() {
  return <PageHero title={'Pool Payment Calculator'} intro={'Enter a pool price, a down payment and a term to compare monthly payments across lenders for your credit band.'} />
}
