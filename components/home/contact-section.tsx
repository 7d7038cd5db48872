import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { HOME_CONTACT_SECTION } from '@/content/home'
import type { Office } from '@/lib/offices/types'
import { ContactOfficeIsland, HomeContactFormIsland } from './islands'

/** The nearest office and the home contact form (islands), with the estimate and financing links. */
export function ContactSection({ offices }: { offices: Office[] }) {
  return (
    <section
      id="contact"
      className="below-fold scroll-mt-4 bg-gradient-to-br from-primary to-cyan-800 py-20 text-white"
      aria-labelledby="contact-title"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {HOME_CONTACT_SECTION.title}
          </h2>
          <p className="mt-3 text-lg text-white/90">{HOME_CONTACT_SECTION.intro}</p>
          <div className="mt-6">
            <ContactOfficeIsland offices={offices} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href={HOME_CONTACT_SECTION.estimateHref}
              className={buttonVariants({ size: 'lg', variant: 'white' })}
            >
              {HOME_CONTACT_SECTION.estimateLabel}
            </Link>
            <Link
              href={HOME_CONTACT_SECTION.financingHref}
              className={buttonVariants({ size: 'lg', variant: 'glass' })}
            >
              {HOME_CONTACT_SECTION.financingLabel}
            </Link>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 text-foreground shadow-xl sm:p-8">
          <HomeContactFormIsland offices={offices} />
        </div>
      </div>
    </section>
  )
}
