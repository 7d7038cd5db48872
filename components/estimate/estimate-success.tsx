import { CheckCircle2, Mail, MapPin, Phone } from 'lucide-react'
import { clsx } from 'clsx'
import { buttonVariants } from '@/components/ui/button'
import { ESTIMATE_BOOKING, ESTIMATE_FORM } from '@/content/estimate-page'
import { formatSlotLong } from '@/lib/booking/format'
import type { BranchDetails } from '@/lib/leads/branch'
import { telHref } from '@/lib/offices/types'
import { EmailLink } from '@/components/ui/email-link'

/**
 * What the visitor sees once the request is stored: the variant's title, the consultation time
 * booked (if any), what happens next and the office that will call, and a way to send another
 * request (a link to the page itself without JavaScript).
 */
export function EstimateSuccess({
  title,
  callToSetTime,
  scheduledAt,
  branch,
  pageHref,
  onAgain,
  titleRef,
}: {
  title: string
  /** A consultation asked for without a time: the text says the office calls to set one. */
  callToSetTime: boolean
  scheduledAt: string | undefined
  branch: BranchDetails | null
  pageHref: string
  onAgain: () => void
  titleRef: React.Ref<HTMLHeadingElement>
}) {
  return (
    <div
      className="scroll-mt-24 rounded-2xl border bg-white p-6 text-center shadow-sm sm:p-10"
      data-testid="estimate-success"
    >
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h2 ref={titleRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-primary sm:text-3xl">
        {title}
      </h2>
      {scheduledAt && (
        <p className="mt-2 text-lg font-semibold text-ocean sm:text-xl" data-testid="booked-time">
          {formatSlotLong(scheduledAt)}
        </p>
      )}
      <p className="mt-2 text-lg font-semibold">{ESTIMATE_FORM.thankYou}</p>
      <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
        {(scheduledAt
          ? ESTIMATE_BOOKING.bookedText
          : callToSetTime
            ? ESTIMATE_FORM.callToSetTimeText
            : ESTIMATE_FORM.successText
        ).replace('{branch}', branch?.name ?? 'local office')}
      </p>
      {branch && (
        <div className="mx-auto mt-6 max-w-sm rounded-xl bg-accent p-4 text-left text-accent-foreground">
          <p className="font-semibold">{branch.name}</p>
          <p className="flex items-center gap-2 text-sm">
            <MapPin className="size-4" aria-hidden="true" />
            {branch.city}, FL
          </p>
          <p className="flex items-center gap-2 text-sm">
            <Phone className="size-4" aria-hidden="true" />
            <a href={telHref(branch.phone)} className="underline underline-offset-2">
              {branch.phone}
            </a>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <EmailLink email={branch.email} className="min-w-0 underline underline-offset-2" />
          </p>
        </div>
      )}
      <a
        href={pageHref}
        onClick={(event) => {
          event.preventDefault()
          onAgain()
        }}
        className={clsx(buttonVariants({ size: 'lg' }), 'mt-8')}
      >
        {ESTIMATE_FORM.again}
      </a>
    </div>
  )
}
