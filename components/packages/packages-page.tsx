import {
  Award,
  BadgeCheck,
  Banknote,
  Building2,
  CalendarCheck,
  Check,
  Clock,
  Flag,
  MapPin,
  Snowflake,
  X,
} from 'lucide-react'
import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { OfficeCallButtons } from '@/components/content/office-call-buttons'
import { Section } from '@/components/content/section'
import { SectionTabs } from '@/components/content/section-tabs'
import { FaqSearch } from '@/components/faq/faq-search'
import { Button } from '@/components/ui/button'
import { VideoFacade } from '@/components/video/video-facade'
import { FAQ_ITEMS } from '@/content/faq'
import {
  ALL_INCLUSIVE_PACKAGE,
  BUILDING_STEPS,
  PACKAGE_TABS,
  PACKAGES_TEXT,
  PAYMENT_FAQ,
  PAYMENT_METHODS_TEXT,
  PAYMENT_STAGES,
  PROCESS_DEPOSITS,
  WHY_CHOOSE_US,
  WINTER_SPECIAL,
} from '@/content/packages'
import { VIDEOS } from '@/content/videos'
import { getOffices } from '@/lib/offices/queries'
import { RESPONSE, withinHours } from '@/content/marketing'
import { isBuildPrerender } from '@/lib/cache/build-phase'

const WHY_ICONS = [Award, Banknote, Clock, BadgeCheck, Flag, MapPin]

function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export async function PackagesPage() {
  if (isBuildPrerender()) return null
  const offices = await getOffices()
  return (
    <>
      <script
        type="application/ld+json"
        // JSON.stringify output with '<' escaped cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd()).replace(/</g, '\\u003c') }}
      />
      <section
        className="bg-gradient-to-br from-primary to-cyan-800 text-white"
        aria-labelledby="packages-title"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <h1 id="packages-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
              {PACKAGES_TEXT.heroTitle}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-white/90">{PACKAGES_TEXT.heroIntro}</p>
            <div className="mt-8">
              <OfficeCallButtons offices={offices} variant="all" />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="white" size="lg">
                <Link href="/estimate?sourcePage=packages">Get Your Free Estimate</Link>
              </Button>
            </div>
          </div>
          <VideoFacade
            {...VIDEOS.packagesTour}
            loadOnView={false}
            priority
            sizes="(min-width: 1024px) 600px, 100vw"
          />
        </div>
      </section>

      <SectionTabs
        tabs={PACKAGE_TABS}
        label="Packages page sections"
        copiedMessage={PACKAGES_TEXT.linkCopied}
      />

      <Section
        id="specials"
        tone="sand"
        eyebrow={WINTER_SPECIAL.eyebrow}
        title={WINTER_SPECIAL.title}
        intro={WINTER_SPECIAL.subtitle}
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border-2 border-amber-300 bg-white p-8 text-center shadow-sm">
          <Snowflake className="size-12 text-ocean" aria-hidden />
          <p className="text-lg">{WINTER_SPECIAL.text}</p>
          <Button asChild size="lg">
            <Link href="/estimate?sourcePage=packages">Claim the Winter Special</Link>
          </Button>
          <p className="text-sm text-muted-foreground">{WINTER_SPECIAL.terms}</p>
        </div>
      </Section>

      <Section
        id="package"
        title="Our All-Inclusive Package"
        intro="One written price for everything it takes to build your pool."
      >
        <article
          className="mx-auto max-w-3xl overflow-hidden rounded-2xl border-2 border-primary bg-card shadow-lg"
          data-testid="package-card"
        >
          <div className="bg-primary p-8 text-center text-primary-foreground">
            <span className="inline-block rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-primary uppercase">
              {ALL_INCLUSIVE_PACKAGE.badge}
            </span>
            <h3 className="mt-4 text-2xl font-bold sm:text-3xl">{ALL_INCLUSIVE_PACKAGE.title}</h3>
            <p className="mt-2 text-white/90">{ALL_INCLUSIVE_PACKAGE.subtitle}</p>
            <p className="mt-6 text-3xl font-extrabold sm:text-4xl">{ALL_INCLUSIVE_PACKAGE.priceText}</p>
          </div>
          <ul className="grid gap-3 p-8 sm:grid-cols-2">
            {ALL_INCLUSIVE_PACKAGE.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-center gap-3 border-t p-6">
            <Button asChild size="lg">
              <Link href="/estimate?sourcePage=packages">Get My Package Price</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/pools">Browse Pool Models</Link>
            </Button>
          </div>
        </article>
      </Section>

      <Section
        id="process"
        tone="muted"
        title="Our Six-Step Building Process"
        intro="From the first call to your first swim, you always know what comes next."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BUILDING_STEPS.map((step) => (
            <li key={step.step} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {step.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="payment"
        title="Five-Stage Payment Schedule"
        intro="You pay as the work progresses, never for work that has not started."
      >
        <ol className="grid gap-4 md:grid-cols-5" data-testid="payment-stages">
          {PAYMENT_STAGES.map((stage, i) => (
            <li
              key={stage.stage}
              className="flex flex-col rounded-xl border bg-card p-5 text-center shadow-sm"
            >
              <span className="text-xs font-semibold text-muted-foreground uppercase">{`Stage ${i + 1}`}</span>
              <span className="mt-1 text-4xl font-extrabold text-primary">{`${stage.percentage}%`}</span>
              <h3 className="mt-2 font-semibold">{stage.stage}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{stage.description}</p>
              <p className="mt-auto pt-3 text-xs font-medium text-ocean">{stage.note}</p>
            </li>
          ))}
        </ol>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <CalendarCheck className="size-5 text-primary" aria-hidden /> Process deposits
            </h3>
            <ul className="mt-4 space-y-3">
              {PROCESS_DEPOSITS.map((deposit) => (
                <li key={deposit.label} className="flex items-center gap-4">
                  <span className="inline-flex h-10 min-w-14 items-center justify-center rounded-lg bg-secondary px-2 font-bold text-secondary-foreground">
                    {`${deposit.percentage}%`}
                  </span>
                  <span>{deposit.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Building2 className="size-5 text-primary" aria-hidden /> Accepted payment methods
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Accepted">
              {PAYMENT_METHODS_TEXT.accepted.map((method) => (
                <li
                  key={method}
                  className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1.5 text-sm font-medium text-emerald-900"
                >
                  <Check className="size-4" aria-hidden /> {method}
                </li>
              ))}
            </ul>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Not accepted">
              {PAYMENT_METHODS_TEXT.refused.map((method) => (
                <li
                  key={method}
                  className="inline-flex items-center gap-1 rounded-full bg-red-100 px-3 py-1.5 text-sm font-medium text-red-900"
                >
                  <X className="size-4" aria-hidden /> No {method.toLowerCase()}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">{PAYMENT_METHODS_TEXT.note}</p>
          </div>
        </div>

        <div className="mx-auto mt-12 max-w-3xl">
          <h3 className="text-center text-xl font-semibold">Payment questions</h3>
          <dl className="mt-6 divide-y rounded-xl border bg-card shadow-sm">
            {PAYMENT_FAQ.map((item) => (
              <div key={item.question} className="p-5">
                <dt className="font-semibold">{item.question}</dt>
                <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section
        id="benefits"
        tone="muted"
        title="Why Choose Us"
        intro="What you get when you build with a Florida family business."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE_US.map((item, i) => {
            const Icon = WHY_ICONS[i] ?? Award
            return (
              <li key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.text}</p>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section
        id="faq"
        title="Frequently Asked Questions"
        intro="Search our answers about cost, installation, permits, payments, heating and more."
      >
        <FaqSearch items={FAQ_ITEMS} />
      </Section>

      <CtaBand
        id="contact"
        title="Ready to Start Your Pool?"
        text={`Tell us about your yard and we will send your written, all-inclusive price ${withinHours(RESPONSE.estimateReplyHours)}.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=packages">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/estimate?sourcePage=packages&type=appointment">Schedule a Consultation</Link>
        </Button>
        <div className="basis-full" />
        <OfficeCallButtons offices={offices} variant="nearest" />
      </CtaBand>
    </>
  )
}
