import Link from 'next/link'
import {
  BadgeCheck,
  Calculator,
  ClipboardCheck,
  Clock,
  FileCheck,
  Hammer,
  Ruler,
  Shield,
  Shovel,
  Wrench,
} from 'lucide-react'
import { EstimateForm } from './estimate-form'
import { PageHero } from '@/components/site/page-hero'
import { ESTIMATE_HERO, ESTIMATE_INCLUDES, ESTIMATE_WHY } from '@/content/estimate-page'
import { estimatePrefill } from '@/lib/leads/prefill'
import { getOffices } from '@/lib/offices/queries'

type Query = Record<string, string | string[] | undefined>

/**
 * /estimate with this query: 'Submit Another Request' goes back there, so a visitor without
 * JavaScript keeps sourcePage and the chosen pool. A landing page showing this form is a cached
 * page that reads nothing from the request; its query carries the landing's sourcePage.
 */
function pageHref(query: Query): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) search.append(name, item)
  }
  const text = search.toString()
  return text ? `/estimate?${text}` : '/estimate'
}

const WHY_ICONS = [Calculator, BadgeCheck, ClipboardCheck, Clock]
const INCLUDES_ICONS = [Ruler, Wrench, Hammer, FileCheck, Shovel, Shield]

export async function EstimatePage({ searchParams }: { searchParams: Promise<Query> }) {
  // The query first: a build (which may not read data) stops at it, as the page reads the request.
  const query = await searchParams
  const offices = await getOffices()
  const prefill = estimatePrefill(query, '/estimate')
  const href = pageHref(query)
  // The consultation variant's headline says it books a consultation (issue 33).
  const hero = ESTIMATE_HERO[prefill.variant]
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro}>
        <ul className="flex flex-wrap gap-2" aria-label="What you get">
          {hero.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/30"
            >
              <BadgeCheck className="size-4" aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
      </PageHero>

      <section className="bg-sand/60 py-10 sm:py-14" aria-label="Estimate form">
        <div className="mx-auto max-w-3xl px-4">
          {/* A new query (e.g. the appointment link) starts a new form instance. */}
          <EstimateForm key={JSON.stringify(prefill)} offices={offices} prefill={prefill} pageHref={href} />
          <p className="mt-4 text-center text-sm text-muted-foreground">
            {prefill.variant === 'appointment' ? (
              <>
                Want a written quote instead?{' '}
                <Link href="/estimate" className="font-medium text-primary underline underline-offset-2">
                  Request a free estimate
                </Link>
              </>
            ) : (
              <>
                Prefer to talk it through first?{' '}
                <Link
                  href="/estimate?type=appointment"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Schedule a free consultation
                </Link>
              </>
            )}
          </p>
        </div>
      </section>

      <section className="py-12 sm:py-16" aria-labelledby="estimate-why">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="estimate-why" className="text-center text-2xl font-bold text-primary sm:text-3xl">
            {ESTIMATE_WHY.title}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ESTIMATE_WHY.items.map((item, index) => {
              const Icon = WHY_ICONS[index] ?? BadgeCheck
              return (
                <li key={item.title} className="rounded-xl border bg-white p-5 shadow-sm">
                  <Icon className="size-8 text-ocean" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section className="bg-accent/60 py-12 sm:py-16" aria-labelledby="estimate-includes">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="estimate-includes" className="text-center text-2xl font-bold text-primary sm:text-3xl">
            {ESTIMATE_INCLUDES.title}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {ESTIMATE_INCLUDES.items.map((item, index) => {
              const Icon = INCLUDES_ICONS[index] ?? BadgeCheck
              return (
                <li key={item.title} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
                  <Icon className="size-7 shrink-0 text-ocean" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{item.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
    </>
  )
}
