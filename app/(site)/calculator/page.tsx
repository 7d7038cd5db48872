import { pageMetadata } from '@/lib/seo/metadata'
import { CalculatorPage } from '@/components/financing/calculator-page'

export const metadata = pageMetadata({
  title: 'Pool Payment Calculator',
  description:
    'A quick monthly payment calculator for a new pool: enter the price, down payment, term and credit range and compare estimated loan payments.',
  path: '/calculator',
  keywords: ['pool payment calculator', 'pool loan payment', 'monthly pool payment'],
})

export default CalculatorPage
