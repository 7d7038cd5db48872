import { BadgeDollarSign, Calculator, Clock } from 'lucide-react'
import { FeatureGrid } from '@/components/content/feature-grid'
import { FINANCING_BENEFITS } from '@/content/financing'

const ICONS = [Calculator, BadgeDollarSign, Clock]

const HEADING_ID = 'financing-benefits-heading'

/**
 * The three benefit cards of spec 02 §2.10, shown on /financing and /calculator. The section's
 * heading is for assistive technology only: on /financing the cards follow the page title, and
 * their h3 titles need an h2 above them (heading order).
 */
export function FinancingBenefits({ className }: { className?: string }) {
  return (
    <section aria-labelledby={HEADING_ID} className={className}>
      <h2 id={HEADING_ID} className="sr-only">
        Why finance with us
      </h2>
      <FeatureGrid items={FINANCING_BENEFITS} icons={ICONS} columns={3} />
    </section>
  )
}
