/**
 * The figures of a quote, drawn the same in the builder (live, from the same pure functions the
 * server runs) and on the quote's page (stored): each option's totals, the payment schedule in
 * dollars that add up to the total, and the financing example by the calculator's rules.
 */
import { formatApr, formatTermYears } from '@/lib/financing/calculator'
import { CREDIT_BANDS } from '@/content/financing'
import { formatBasisPoints, formatCents, formatWholeDollars } from '@/lib/money/cents'
import type { FinancingExample } from '@/lib/quotes/financing-example'
import { paymentSchedule } from '@/lib/quotes/payment-schedule'
import { cn } from '@/lib/utils'

export type OptionFigures = {
  key: string
  label: string
  poolName: string | null
  poolPriceCents: number | null
  itemsCents: number | null
  subtotalCents: number | null
  discountCents: number | null
  totalCents: number | null
  /** Why the totals cannot be worked out yet (a missing pool, a refused discount). */
  problem?: string | null
}

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents))

/** One column per option: pool, items, subtotal, discount, total. */
export function OptionTotals({ options, caption }: { options: readonly OptionFigures[]; caption: string }) {
  return (
    // Three options may be wider than a phone: the table scrolls in its own box, which the
    // keyboard can reach too.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-sm tabular-nums" data-testid="option-totals">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground uppercase">
            <th scope="col" className="pb-1 font-semibold">
              <span className="sr-only">Figure</span>
            </th>
            {options.map((option) => (
              <th key={option.key} scope="col" className="pb-1 text-right font-semibold">
                {option.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-t">
            <th scope="row" className="py-1.5 text-left font-normal">
              Pool, installed
            </th>
            {options.map((o) => (
              <td key={o.key} className="py-1.5 text-right">
                {money(o.poolPriceCents)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-1.5 text-left font-normal">
              Items
            </th>
            {options.map((o) => (
              <td key={o.key} className="py-1.5 text-right">
                {money(o.itemsCents)}
              </td>
            ))}
          </tr>
          <tr className="border-t">
            <th scope="row" className="py-1.5 text-left font-normal">
              Subtotal
            </th>
            {options.map((o) => (
              <td key={o.key} className="py-1.5 text-right">
                {money(o.subtotalCents)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-1.5 text-left font-normal">
              Discount
            </th>
            {options.map((o) => (
              <td key={o.key} className="py-1.5 text-right text-emerald-800">
                {o.discountCents ? `−${formatCents(o.discountCents)}` : o.discountCents === 0 ? '$0.00' : '—'}
              </td>
            ))}
          </tr>
          <tr className="border-t text-base font-bold">
            <th scope="row" className="py-2 text-left">
              Total
            </th>
            {options.map((o) => (
              <td key={o.key} className="py-2 text-right" data-testid="option-total">
                {money(o.totalCents)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {options.some((o) => o.problem) ? (
        <ul className="mt-2 space-y-1 text-sm text-red-800">
          {options
            .filter((o) => o.problem)
            .map((o) => (
              <li key={o.key}>
                {o.label}: {o.problem}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The six installments of a total, in dollars and cents that add up to it exactly. */
export function ScheduleTable({ totalCents, caption }: { totalCents: number; caption: string }) {
  const schedule = paymentSchedule(totalCents)
  return (
    <table className="w-full text-sm tabular-nums" data-testid="payment-schedule">
      <caption className="mb-1 text-left text-xs text-muted-foreground">{caption}</caption>
      <tbody>
        {schedule.map((installment) => (
          <tr key={installment.position} className="border-t align-top">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              <span className="block">{installment.label}</span>
              <span className="block text-xs text-muted-foreground">{installment.due}</span>
            </th>
            <td className="py-1.5 pr-2 text-right text-muted-foreground">
              {formatBasisPoints(installment.percentBasisPoints)}
            </td>
            <td className="py-1.5 text-right font-medium">{formatCents(installment.amountCents)}</td>
          </tr>
        ))}
        <tr className="border-t font-semibold">
          <th scope="row" className="py-1.5 text-left">
            Total
          </th>
          <td className="py-1.5 pr-2 text-right">100%</td>
          <td className="py-1.5 text-right">
            {formatCents(schedule.reduce((sum, i) => sum + i.amountCents, 0))}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** 'About $612/month with LightStream at 6.99% APR over 10 years, 20% down ($9,000).' */
export function FinancingLine({
  example,
  className,
}: {
  example: FinancingExample | null
  className?: string
}) {
  if (!example)
    return <p className={cn('text-sm text-muted-foreground', className)}>Nothing to finance at this total.</p>
  const band = CREDIT_BANDS.find((b) => b.value === example.creditBand)
  return (
    <p className={cn('text-sm', className)} data-testid="financing-example">
      <span className="font-semibold">About {formatWholeDollars(example.monthlyPaymentCents)}/month</span>{' '}
      with {example.lender} at {formatApr(example.apr)} APR over {formatTermYears(example.termMonths)},{' '}
      {example.downPercent}% down ({formatWholeDollars(example.downPaymentCents)}), for{' '}
      {band
        ? `${band.label.toLowerCase()} credit (${band.range})`
        : `a credit score of ${example.creditBand}+`}
      .{' '}
      <span className="text-muted-foreground">
        An estimate: rates are subject to the lender&apos;s approval.
      </span>
    </p>
  )
}
