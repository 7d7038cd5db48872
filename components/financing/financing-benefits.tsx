import { BadgeDollarSign, Calculator, Clock } from 'lucide-react'
import { FeatureGrid } from '@/components/content/feature-grid'
import { competitiveRatesText, FINANCING_BENEFITS, type LenderTier } from '@/content/financing'
import { lowestAprText } from '@/lib/financing/calculator'

const ICONS = [Calculator, BadgeDollarSign, Clock]

const HEADING_ID = 'financing-benefits-heading'

/**
 * The three benefit cards of spec 02 §2.10, shown on /financing and /calculator. The section's
 * heading is for assistive technology only: on /financing the cards follow the page title, and
 * their h3 titles need an h2 above them (heading order).
 */
export function FinancingBenefits({
  className,
  tiers,
}: {
  className?: string
  /** The lenders the calculator offers: the 'as low as' rate is the lowest of theirs. */
  tiers: readonly LenderTier[]
}) {
  const rates = competitiveRatesText(lowestAprText(tiers))
  const items = FINANCING_BENEFITS.map((item, i) => (i === 1 ? { ...item, text: rates } : item))
  return (
    <section aria-labelledby={HEADING_ID} className={className}>
      <h2 id={HEADING_ID} className="sr-only">
        Why finance with us
      </h2>
      <FeatureGrid items={items} icons={ICONS} columns={3} />
    </section>
  )
}
