import { BadgeDollarSign, Calculator, Clock } from 'lucide-react'
import { FeatureCard } from '@/components/content/feature-card'
import { FINANCING_BENEFITS } from '@/content/financing'

const ICONS = [Calculator, BadgeDollarSign, Clock]

/** The three benefit cards of spec 02 §2.10, shown on /financing and /calculator. */
export function FinancingBenefits({ className }: { className?: string }) {
  return (
    <section aria-label="Why finance with us" className={className}>
      <ul className="grid gap-6 md:grid-cols-3">
        {FINANCING_BENEFITS.map((benefit, i) => (
          <li key={benefit.title}>
            <FeatureCard icon={ICONS[i]} title={benefit.title} className="h-full">
              {benefit.text}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </section>
  )
}
