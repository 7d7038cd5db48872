import { Award, BadgeCheck, Flag, Mail, MapPin, Phone, Users } from 'lucide-react'
import { EmailLink } from '@/components/ui/email-link'
import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { FeatureGrid } from '@/components/content/feature-grid'
import { Section } from '@/components/content/section'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { ABOUT_STATS, ABOUT_STORY, ABOUT_TEXT, ABOUT_VALUES } from '@/content/about'
import { getSiteData } from '@/lib/offices/queries'
import { isUnoptimizedImage } from '@/lib/content/images'
import { slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { directionsHref, telHref } from '@/lib/offices/types'
import { EXPERIENCE, RESPONSE, withinHours } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { isBuildPrerender } from '@/lib/cache/build-phase'

export const metadata = pageMetadata({
  title: 'About Us',
  description: `A Florida family business in the pool trade since ${EXPERIENCE.foundedYear}: fiberglass pool sales, installation and resurfacing from offices in Ocala, Orlando and West Palm Beach.`,
  path: '/about',
  image: ABOUT_TEXT.image,
})

const VALUE_ICONS = [BadgeCheck, Users, Award, Flag]

export default async function AboutPage() {
  if (isBuildPrerender()) return null
  const [{ company, offices }, placed] = await Promise.all([getSiteData(), getPlacedPicturesOrNone()])
  const team = slotPicture(placed, 'about-team')
  return (
    <>
      <PageHero title={ABOUT_TEXT.title} intro={ABOUT_TEXT.intro} />

      <Section id="story" title="Our Story">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-muted-foreground">
            {ABOUT_STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-muted shadow-lg">
            <Image
              src={team.src}
              alt={team.alt}
              unoptimized={isUnoptimizedImage(team.src)}
              fill
              sizes="(min-width: 1024px) 600px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </Section>

      <section aria-labelledby="stats-heading" className="bg-primary py-12 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="stats-heading" className="sr-only">
            By the numbers
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-white/90">{stat.label}</dt>
                <dd className="text-4xl font-extrabold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="values" title="What We Stand For">
        <FeatureGrid items={ABOUT_VALUES} icons={VALUE_ICONS} columns={4} />
      </Section>

      <Section
        id="offices"
        tone="muted"
        title="Our Florida Offices"
        intro={`${company.hours}. ${company.madeInUsa}`}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.id} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{office.name}</h3>
              <address className="mt-3 space-y-2 text-sm not-italic">
                <p className="flex gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>
                    {office.address}, {office.city}, FL
                  </span>
                </p>
                <p className="flex gap-2">
                  <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <a href={telHref(office.phone)} className="font-medium text-primary hover:underline">
                    {office.phone}
                  </a>
                </p>
                <p className="flex gap-2">
                  <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <EmailLink email={office.email} className="min-w-0 text-primary hover:underline" />
                </p>
              </address>
              {office.serviceAreas.length > 0 && (
                <p className="mt-3 text-sm text-muted-foreground">
                  Serving {office.serviceAreas.join(', ')}.
                </p>
              )}
              <a
                href={directionsHref(office)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
              >
                Get directions<span className="sr-only"> to the {office.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Let’s Build Something Beautiful"
        text={`Tell us about your yard. We reply ${withinHours(RESPONSE.contactReplyHours)}.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=about">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/contact?sourcePage=about">Contact Us</Link>
        </Button>
      </CtaBand>
    </>
  )
}
