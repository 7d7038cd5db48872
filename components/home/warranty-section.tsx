import { Award, ShieldCheck } from 'lucide-react'
import { HOME_WARRANTIES } from '@/content/home'
import { SectionHeading } from './section-heading'

/** The three warranties every pool comes with. */
export function WarrantySection() {
  return (
    <section
      id="warranty"
      className="below-fold scroll-mt-4 bg-slate-900 py-20 text-white"
      aria-labelledby="warranty-title"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="warranty-title"
          eyebrow="Peace of mind"
          title="Warranty Coverage"
          intro="Every pool we install is covered three ways, in writing."
          light
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {HOME_WARRANTIES.map((w, i) => (
            <li key={w.title} className="rounded-xl bg-white/10 p-6 text-center" data-testid="warranty">
              {i === 0 ? (
                <Award aria-hidden className="mx-auto size-10 text-amber-300" />
              ) : (
                <ShieldCheck aria-hidden className="mx-auto size-10 text-cyan-300" />
              )}
              <h3 className="mt-3 text-xl font-bold">{w.title}</h3>
              <p className="mt-2 text-white/85">{w.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
