import type { Metadata } from 'next'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Pool Financing Calculator',
  description: 'Estimate your monthly payment for a new fiberglass pool, with rates as low as 5.99% APR and terms up to 15 years.',
}

export default function FinancingPage() {
  return <PageHero title={'Pool Financing Calculator'} intro={'Estimate your monthly payment for a new fiberglass pool, with rates as low as 5.99% APR and terms up to 15 years.'} />
}
