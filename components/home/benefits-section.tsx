import { HOME_BENEFITS } from '@/content/home'
import { CountUp } from './count-up'

/** Why fiberglass, in four figures that count up as they come into view. */
export function BenefitsSection() {
  return (
    <section aria-label="Why fiberglass" className="relative z-10 mx-auto -mt-10 max-w-7xl px-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border bg-card p-6 shadow-md">
            <p className="text-4xl font-bold text-primary">
              <CountUp value={benefit.value} decimals={benefit.decimals} suffix={benefit.suffix} />
            </p>
            <h2 className="mt-1 text-lg font-semibold">{benefit.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
