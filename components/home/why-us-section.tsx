import { CheckCircle2 } from 'lucide-react'
import { SETS_US_APART } from '@/content/home'
import { SectionHeading } from './section-heading'

/** What sets the company apart. */
export function WhyUsSection() {
  return (
    <section className="below-fold bg-secondary py-20" aria-labelledby="apart-title">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="apart-title" eyebrow="Why choose us" title="What Sets Us Apart" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SETS_US_APART.map((item) => (
            <li key={item.title} className="flex gap-3 rounded-xl bg-white p-6 shadow-sm">
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700" />
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
