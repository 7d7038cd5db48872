import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { HOME_SERVICES } from '@/content/home'
import { SectionHeading } from './section-heading'
import { ServiceIcon } from './service-icon'

/** What the company does; a service without a page yet is shown as coming soon. */
export function ServicesSection() {
  return (
    <section className="below-fold mx-auto max-w-7xl px-4 py-20" aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        eyebrow="What we do"
        title="Our Services"
        intro="From the first sketch to the first swim, and for years after."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_SERVICES.map((service) => (
          <li key={service.title}>
            {service.href ? (
              <Link
                href={service.href}
                className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <ServiceIcon
                  name={service.icon}
                  className="size-10 rounded-lg bg-secondary p-2 text-primary"
                />
                <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary group-hover:underline">
                  Learn more <ArrowRight aria-hidden className="size-4" />
                </span>
              </Link>
            ) : (
              <div
                aria-disabled="true"
                className="flex h-full flex-col rounded-xl border border-dashed bg-muted p-6"
                data-testid="service-coming-soon"
              >
                <ServiceIcon
                  name={service.icon}
                  className="size-10 rounded-lg bg-slate-200 p-2 text-slate-600"
                />
                <h3 className="mt-4 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-700">
                  {service.title}
                  <Badge variant="warning">Coming Soon</Badge>
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{service.text}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
