import Link from 'next/link'
import { EmailLink } from '@/components/ui/email-link'
import { Award, Clock, Mail, MapPin, Navigation, Phone, ShieldCheck, Siren, Star, Users } from 'lucide-react'
import { ContactForm } from '@/components/leads/contact-form'
import { PageHero } from '@/components/site/page-hero'
import { buttonVariants } from '@/components/ui/button'
import { CONTACT_FORM_NOTE, CONTACT_HERO, EMERGENCY_CARD } from '@/content/contact-page'
import { contactSourcePage } from '@/lib/leads/source-page'
import { googleReviewsHref } from '@/lib/offices/google'
import { getSiteData } from '@/lib/offices/queries'
import { directionsHref, telHref } from '@/lib/offices/types'
import { cn } from '@/lib/utils'
import { Image } from '@/components/ui/image'
import { officePhotoSlot } from '@/content/media-slots'
import { isUnoptimizedImage } from '@/lib/content/images'
import { pictureFor, type ShownPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'

const CLAIM_ICONS = [Users, Award, ShieldCheck]

export async function ContactPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // The query first: a build (which may not read data) stops at it, as the page reads the request.
  const query = await searchParams
  const [{ company, offices }, placed] = await Promise.all([getSiteData(), getPlacedPicturesOrNone()])
  // A landing page showing this page passes its slug as sourcePage, so the lead is its conversion.
  const sourcePage = contactSourcePage(query, '/contact')
  return (
    <>
      <PageHero title={CONTACT_HERO.title} intro={CONTACT_HERO.intro}>
        <ul className="flex flex-wrap gap-2" aria-label="Why homeowners call us">
          {CONTACT_HERO.claims.map((claim, index) => {
            const Icon = CLAIM_ICONS[index] ?? ShieldCheck
            return (
              <li
                key={claim}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/30"
              >
                <Icon className="size-4" aria-hidden="true" />
                {claim}
              </li>
            )
          })}
        </ul>
      </PageHero>

      <section aria-label="Our record" className="border-b bg-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
          {CONTACT_HERO.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-sand/60 py-12 sm:py-16" aria-labelledby="contact-today">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="contact-today" className="text-center text-2xl font-bold text-primary sm:text-3xl">
            Contact Us Today
          </h2>
          {/* The message card and the contact card side by side, as tall as each other (the message
              box takes up the difference); the emergency card spans the row below them. */}
          <div className="mt-8 grid gap-6 lg:grid-cols-5">
            <div className="flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-8 lg:col-span-3">
              <h3 className="text-xl font-semibold">Send Us a Message</h3>
              <p className="mt-1 mb-5 text-sm text-muted-foreground">{CONTACT_FORM_NOTE}</p>
              <ContactForm sourcePage={sourcePage} />
            </div>
            <div className="rounded-2xl border bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
              <h3 className="text-xl font-semibold">Contact Information</h3>
              <ul className="mt-4 space-y-4 text-sm">
                <li className="flex gap-3">
                  <Phone className="size-5 shrink-0 text-ocean" aria-hidden="true" />
                  <div>
                    <p className="font-medium">Phone</p>
                    <a
                      href={telHref(company.phone)}
                      className="text-primary underline-offset-2 hover:underline"
                    >
                      {company.phone}
                    </a>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Mail className="size-5 shrink-0 text-ocean" aria-hidden="true" />
                  <div>
                    <p className="font-medium">Email</p>
                    <EmailLink
                      email={company.email}
                      className="text-primary underline-offset-2 hover:underline"
                    />
                  </div>
                </li>
                <li className="flex gap-3">
                  <MapPin className="size-5 shrink-0 text-ocean" aria-hidden="true" />
                  <div>
                    <p className="font-medium">Service Areas</p>
                    <p className="text-muted-foreground">{company.serviceAreas.join(', ')}</p>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Clock className="size-5 shrink-0 text-ocean" aria-hidden="true" />
                  <div>
                    <p className="font-medium">Business Hours</p>
                    <p className="text-muted-foreground">{company.hours}</p>
                  </div>
                </li>
              </ul>
              <Link
                href="/estimate?type=appointment&sourcePage=contact"
                className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}
              >
                Schedule Consultation
              </Link>
            </div>
            <div className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950 sm:p-8 md:flex md:items-center md:justify-between md:gap-8 lg:col-span-5">
              <div>
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <Siren className="size-5" aria-hidden="true" />
                  {EMERGENCY_CARD.title}
                </h3>
                <p className="mt-2 max-w-2xl text-sm">{EMERGENCY_CARD.text}</p>
              </div>
              <a
                href={telHref(company.phone)}
                className={cn(
                  buttonVariants({ variant: 'destructive' }),
                  'mt-4 w-full md:mt-0 md:w-auto md:shrink-0',
                )}
              >
                <Phone aria-hidden="true" />
                {EMERGENCY_CARD.button}: {company.phone}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="py-12 sm:py-16" aria-labelledby="contact-locations">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="contact-locations" className="text-center text-2xl font-bold text-primary sm:text-3xl">
            Visit Our Florida Locations
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {offices.map((office) => (
              <li
                key={office.id}
                className="flex flex-col rounded-2xl border bg-white p-6 shadow-sm"
                data-testid="office-card"
              >
                <OfficePicture picture={pictureFor(placed, officePhotoSlot(office.id), null)} />
                <h3 className="text-lg font-semibold">{office.name}</h3>
                <p className="text-sm font-medium text-ocean">{office.city}, FL</p>
                <address className="mt-3 space-y-1 text-sm not-italic">
                  <p>
                    {office.address}, {office.city}, FL
                  </p>
                  <p>
                    <a
                      href={telHref(office.phone)}
                      className="text-primary underline-offset-2 hover:underline"
                    >
                      {office.phone}
                    </a>
                  </p>
                  <p>
                    <EmailLink
                      email={office.email}
                      className="text-primary underline-offset-2 hover:underline"
                    />
                  </p>
                  <p className="text-muted-foreground">{office.hours}</p>
                </address>
                <a
                  href={directionsHref(office)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: 'outline' }), 'mt-5')}
                >
                  <Navigation aria-hidden="true" />
                  Get Directions
                  <span className="sr-only"> to {office.name} (opens in a new tab)</span>
                </a>
                {office.googlePlaceId ? (
                  <a
                    href={googleReviewsHref(office.googlePlaceId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline"
                    data-testid="office-google-reviews"
                  >
                    <Star aria-hidden="true" className="size-4" />
                    Read our Google reviews
                    <span className="sr-only"> for {office.name} (opens in a new tab)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}

/** The office's picture, when staff chose one in the media library (there is no demo drawing). */
function OfficePicture({ picture }: { picture: ShownPicture | null }) {
  if (!picture) return null
  return (
    <div className="relative -mx-6 -mt-6 mb-5 aspect-[3/2] overflow-hidden rounded-t-2xl bg-muted">
      <Image
        src={picture.src}
        alt={picture.alt}
        unoptimized={isUnoptimizedImage(picture.src)}
        fill
        sizes="(min-width: 768px) 360px, 100vw"
        className="object-cover"
        data-testid="office-picture"
      />
    </div>
  )
}
