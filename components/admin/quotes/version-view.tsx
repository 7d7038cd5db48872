/**
 * One stored version of a quote as staff read it: each option with its pool, colour and lines, the
 * totals the server computed, the discount and its approval, the payment schedule and the
 * financing example of each option, and the notes.
 */
import { formatDate, formatDateTime } from '@/lib/format'
import { formatBasisPoints, formatCents, formatQuantity } from '@/lib/money/cents'
import { unitShort } from '@/lib/price-book/units'
import { dayInstant } from '@/lib/quotes/dates'
import type { QuoteVersionView } from '@/lib/quotes/queries'
import { FinancingLine, OptionTotals, ScheduleTable } from './quote-figures'

const APPROVAL_TEXT = {
  not_needed: null,
  pending: 'Waiting for an admin to approve the discount: the quote cannot be sent yet.',
  approved: 'Discount approved',
  rejected: 'Discount turned down: change it before sending.',
} as const

export function discountText(
  version: Pick<QuoteVersionView, 'discountKind' | 'discountValue' | 'discountReason'>,
) {
  if (version.discountKind === 'none') return 'No discount'
  const amount =
    version.discountKind === 'amount'
      ? `${formatCents(version.discountValue)} off`
      : `${formatBasisPoints(version.discountValue)} off each option's subtotal`
  return version.discountReason ? `${amount} (${version.discountReason})` : amount
}

export function VersionView({ version }: { version: QuoteVersionView }) {
  const approval = APPROVAL_TEXT[version.discountApproval]
  return (
    <div className="space-y-5">
      <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        {version.alternatives.map((a) => (
          <section
            key={a.id}
            aria-label={`Option ${a.position}: ${a.label}`}
            className="min-w-0 rounded-lg border p-4"
            data-testid="version-option"
          >
            <h3 className="font-semibold">
              Option {a.position}: {a.label}
              {version.acceptedAlternativeId === a.id ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                  Chosen and signed
                </span>
              ) : null}
            </h3>
            <p className="mt-1 text-sm">
              {a.poolName}
              {a.finishColor ? ` · ${a.finishColor}` : ' · colour to be chosen'}
            </p>
            <table className="mt-3 w-full text-sm tabular-nums">
              <caption className="sr-only">What option {a.label} includes</caption>
              <tbody>
                <tr className="border-t align-top">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {a.poolName}, installed (all-inclusive package)
                  </th>
                  <td className="py-1.5 text-right">{formatCents(a.poolPriceCents)}</td>
                </tr>
                {a.lines.map((line) => (
                  <tr key={line.id} className="border-t align-top">
                    <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                      <span className="block [overflow-wrap:anywhere]">{line.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatQuantity(line.quantityHundredths)} {unitShort(line.unit)} ×{' '}
                        {formatCents(line.unitPriceCents)}
                        {line.includedInPackage ? ' · included in the package' : ''}
                      </span>
                    </th>
                    <td className="py-1.5 text-right">
                      {line.includedInPackage ? 'Included' : formatCents(line.lineTotalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>

      <OptionTotals
        caption={`Totals of ${version.reference}`}
        options={version.alternatives.map((a) => ({
          key: String(a.id),
          label: a.label,
          poolName: a.poolName,
          poolPriceCents: a.poolPriceCents,
          itemsCents: a.subtotalCents - a.poolPriceCents,
          subtotalCents: a.subtotalCents,
          discountCents: a.discountCents,
          totalCents: a.totalCents,
        }))}
      />

      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium text-muted-foreground">Discount</dt>
        <dd>
          {discountText(version)}
          {approval ? (
            <span
              className={
                version.discountApproval === 'pending' || version.discountApproval === 'rejected'
                  ? 'mt-1 block rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950'
                  : 'block text-muted-foreground'
              }
              data-testid="discount-approval"
            >
              {approval}
              {version.discountApproval === 'approved' && version.discountApprovedBy
                ? ` by ${version.discountApprovedBy}${version.discountApprovedAt ? `, ${formatDateTime(version.discountApprovedAt)}` : ''}`
                : ''}
            </span>
          ) : null}
        </dd>
        <dt className="font-medium text-muted-foreground">Valid until</dt>
        <dd>{formatDate(dayInstant(version.validUntil))} (Eastern time, end of day)</dd>
        <dt className="font-medium text-muted-foreground">Notes</dt>
        <dd className="whitespace-pre-wrap">{version.notes ?? '—'}</dd>
      </dl>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        {version.alternatives.map((a, index) => (
          <details
            key={a.id}
            open={version.acceptedAlternativeId ? version.acceptedAlternativeId === a.id : index === 0}
            className="rounded-lg border p-3"
          >
            <summary className="cursor-pointer text-sm font-semibold">
              {a.label}: payment schedule and financing ({formatCents(a.totalCents)})
            </summary>
            <div className="mt-3 space-y-3">
              <ScheduleTable totalCents={a.totalCents} caption={`${a.label}: six payments`} />
              <FinancingLine example={a.financingExample} />
            </div>
          </details>
        ))}
      </div>
    </div>
  )
}
