import Link from 'next/link'
import { ALL_INCLUSIVE_PACKAGE } from '@/content/packages'
import { buttonVariants } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import type { PageAlternative } from '@/lib/homeowner/page'
import { formatCents } from '@/lib/money/cents'
import { PortalSection } from './section'
import { ScheduleTable } from './schedule-table'

type Props = {
  alternative: PageAlternative
  discountReason: string | null
  /** Where 'Accept and sign' goes; null when the quote cannot be signed. */
  signHref: string | null
  copyHref: string
  /** The first option's picture is the page's largest: loaded first. */
  priority: boolean
}

/** One option of the quote: the pool and its picture, what is included, the items, totals, schedule, financing. */
export function OptionPanel({ alternative: a, discountReason, signHref, copyHref, priority }: Props) {
  const charged = a.lines.filter((l) => !l.included)
  const included = a.lines.filter((l) => l.included)
  return (
    <div className="space-y-4">
      <article className="overflow-hidden rounded-xl border bg-white shadow-sm lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        {a.image ? (
          <div className="relative aspect-[16/9] bg-muted lg:aspect-auto lg:min-h-80">
            <Image
              src={a.image.src}
              alt={a.image.alt}
              fill
              sizes="(min-width: 1024px) 540px, 100vw"
              priority={priority}
              className="object-cover"
            />
          </div>
        ) : null}
        <div className="p-4 sm:p-6">
          <p className="text-sm font-semibold tracking-wide text-ocean uppercase">{a.label}</p>
          <h3 className="text-xl font-bold sm:text-2xl">{a.poolName}</h3>
          {a.poolFacts.length || a.finishColor ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {[...a.poolFacts, a.finishColor ? `finish: ${a.finishColor}` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-sm text-muted-foreground">Total, installed</p>
              <p className="text-3xl font-bold tabular-nums" data-testid="option-total">
                {formatCents(a.totalCents)}
              </p>
              {a.financing ? (
                <p className="text-sm text-muted-foreground">
                  or about {formatCents(a.financing.monthlyPaymentCents)} a month with financing*
                </p>
              ) : null}
            </div>
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
            {signHref ? (
              <Link
                href={signHref}
                prefetch={false}
                className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
              >
                Accept and sign the {a.label} option
              </Link>
            ) : null}
            <a
              href={copyHref}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              Download the contract to read (PDF)
            </a>
          </div>
        </div>
      </article>

      <PortalSection title="What’s included">
        <p className="mb-2 text-sm text-muted-foreground">{ALL_INCLUSIVE_PACKAGE.subtitle}</p>
        <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {ALL_INCLUSIVE_PACKAGE.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden className="font-bold text-emerald-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
          {included.map((line) => (
            <li key={line.name} className="flex gap-2">
              <span aria-hidden className="font-bold text-emerald-700">
                ✓
              </span>
              {line.name}
            </li>
          ))}
        </ul>
      </PortalSection>

      <PortalSection title="Your price">
        <ul className="divide-y text-sm">
          <li className="flex justify-between gap-3 py-2">
            <span>{a.poolName}, installed (all-inclusive package)</span>
            <span className="shrink-0 tabular-nums">{formatCents(a.poolPriceCents)}</span>
          </li>
          {charged.map((line) => (
            <li key={line.name} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                {line.name}
                <span className="block text-muted-foreground">
                  {line.quantity} × {formatCents(line.unitPriceCents)}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(line.lineTotalCents)}</span>
            </li>
          ))}
          {included.map((line) => (
            <li key={line.name} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">{line.name}</span>
              <span className="shrink-0 text-emerald-800">Included</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 py-2">
            <span>Subtotal</span>
            <span className="tabular-nums">{formatCents(a.subtotalCents)}</span>
          </li>
          {a.discountCents > 0 ? (
            <li className="flex justify-between gap-3 py-2 text-emerald-800">
              <span>Discount{discountReason ? `: ${discountReason}` : ''}</span>
              <span className="tabular-nums">−{formatCents(a.discountCents)}</span>
            </li>
          ) : null}
          <li className="flex justify-between gap-3 py-2 text-base font-bold">
            <span>Total</span>
            <span className="tabular-nums">{formatCents(a.totalCents)}</span>
          </li>
        </ul>
      </PortalSection>

      <PortalSection title="Payment schedule">
        <ScheduleTable installments={a.schedule} totalCents={a.totalCents} />
      </PortalSection>

      {a.financing ? (
        <PortalSection title="Financing example">
          <p className="text-sm">
            With {a.financing.downPercent}% down ({formatCents(a.financing.downPaymentCents)}), a loan of{' '}
            {formatCents(a.financing.loanAmountCents)} over {a.financing.termMonths} months from{' '}
            {a.financing.lender} at {a.financing.apr.toFixed(2)}% APR would cost about{' '}
            <strong>{formatCents(a.financing.monthlyPaymentCents)} a month</strong> (
            {formatCents(a.financing.totalPaymentCents)} in all).
          </p>
          <p className="mt-2 text-xs text-muted-foreground">
            * An estimate by our financing calculator for a credit score of {a.financing.creditBand} or more.
            We are not a lender; rates and approval are the lender’s. Financing is not part of the contract.
          </p>
        </PortalSection>
      ) : null}
    </div>
  )
}
