import { Mail, MapPin, Phone } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { telHref } from '@/lib/offices/types'

/** A lead's phone and e-mail in a list row: tap to call or write, from a phone as from a desk. */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  if (!phone && !email) return <span className="text-muted-foreground">—</span>
  return (
    <>
      {phone ? (
        <a
          href={telHref(phone)}
          className="block whitespace-nowrap text-primary underline-offset-4 hover:underline max-md:py-0.5 max-md:text-sm"
        >
          {phone}
        </a>
      ) : null}
      {email ? (
        <a
          href={`mailto:${email}`}
          className="block break-all text-muted-foreground underline-offset-4 hover:underline max-md:py-0.5 max-md:text-sm"
        >
          {email}
        </a>
      ) : null}
    </>
  )
}

function mapsHref(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/**
 * The first thing on a lead's page: buttons large enough to tap on the road to call the customer,
 * write to them, or open their address in a map app.
 */
export function ContactActions({
  phone,
  email,
  address,
}: {
  phone: string | null
  email: string | null
  address?: string | null
}) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="contact-actions">
      {phone ? (
        <a href={telHref(phone)} className={buttonVariants({ size: 'lg' })}>
          <Phone aria-hidden /> Call {phone}
        </a>
      ) : null}
      {email ? (
        <a
          href={`mailto:${email}`}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'min-w-0' })}
        >
          <Mail aria-hidden /> <span className="truncate">{email}</span>
        </a>
      ) : null}
      {address ? (
        <a
          href={mapsHref(address)}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'min-w-0' })}
          aria-label={`Map of ${address} (opens in a new tab)`}
        >
          <MapPin aria-hidden /> <span className="truncate">{address}</span>
        </a>
      ) : null}
      {!phone && !email && !address ? (
        <p className="text-sm text-muted-foreground">No phone, e-mail or address was given.</p>
      ) : null}
    </div>
  )
}
