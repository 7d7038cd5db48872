import { formatBasisPoints, formatCents } from '@/lib/money/cents'
import type { PageInstallment } from '@/lib/homeowner/page'

/** The contract's payment schedule: one row per installment, its share, when it falls due, its amount. */
export function ScheduleTable({
  installments,
  totalCents,
}: {
  installments: PageInstallment[]
  totalCents: number
}) {
  return (
    <div>
      <ol className="divide-y rounded-lg border">
        {installments.map((item) => (
          <li key={item.position} className="flex items-start justify-between gap-3 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                {item.position}. {item.label}{' '}
                <span className="font-normal text-muted-foreground">
                  ({formatBasisPoints(item.percentBasisPoints)})
                </span>
              </p>
              <p className="text-muted-foreground">{item.due}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatCents(item.amountCents)}</p>
          </li>
        ))}
        <li className="flex justify-between gap-3 bg-muted/60 p-3 text-sm font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatCents(totalCents)}</span>
        </li>
      </ol>
      <p className="mt-2 text-sm text-muted-foreground">
        Pay by check, bank transfer or Zelle. We do not accept cash or cryptocurrency, and nothing is charged
        online.
      </p>
    </div>
  )
}
