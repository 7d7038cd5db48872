/** The dashboard's overdue installments (issue 36 §2): how many, how much, and the oldest ones. */
import Link from 'next/link'
import { Panel } from '@/components/admin/detail-list'
import { formatCents } from '@/lib/money/cents'
import { formatDay } from '@/lib/projects/rules'
import type { OverdueInstallment } from '@/lib/projects/tasks'

export function OverdueInstallmentsPanel({
  overdue,
}: {
  overdue: { items: OverdueInstallment[]; count: number; totalCents: number }
}) {
  return (
    <Panel title="Overdue installments">
      {overdue.count === 0 ? (
        <p className="text-sm text-muted-foreground">No installment is overdue.</p>
      ) : (
        <>
          <p className="mb-3 text-sm" data-testid="overdue-installments-total">
            <strong className="text-red-800">{formatCents(overdue.totalCents)}</strong> unpaid on{' '}
            {overdue.count} {overdue.count === 1 ? 'installment' : 'installments'} past their pay-by day.{' '}
            <Link href="/admin/projects?overdue=payment" className="text-primary underline">
              See the projects
            </Link>
          </p>
          <ul className="space-y-2 text-sm">
            {overdue.items.map((item) => (
              <li key={`${item.projectId}-${item.label}`} className="flex items-start justify-between gap-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <Link
                    href={`/admin/projects/${item.projectId}#payments`}
                    className="font-semibold text-primary hover:underline"
                  >
                    {item.customerName}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {item.label} · due by {formatDay(item.dueOn)} · {item.officeName ?? 'no office'}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatCents(item.balanceCents)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  )
}
