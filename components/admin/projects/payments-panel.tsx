/**
 * The contract's money on the project page: the installments with what each makes due, what is
 * paid, its balance and state; the totals; the form to record a payment (with 'payments:write');
 * the payments received.
 */
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { formatBasisPoints, formatCents } from '@/lib/money/cents'
import type { ProjectView } from '@/lib/projects/queries'
import { PAYMENT_METHOD_LABELS, formatDay, projectStageLabel } from '@/lib/projects/rules'
import { InstallmentBadge } from './badges'
import { PaymentForm } from './payment-form'

export function PaymentsPanel({
  project,
  today,
  canRecord,
}: {
  project: ProjectView
  today: string
  canRecord: boolean
}) {
  const open = project.installments.filter((i) => i.balanceCents > 0)
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="payment-totals">
        {[
          ['Contract', formatCents(project.contractTotalCents)],
          ['Paid', formatCents(project.paidCents)],
          ['Balance', formatCents(project.balanceCents)],
          ['Overdue', formatCents(project.overdueCents)],
        ].map(([label, value]) => (
          <div
            key={label}
            className={`rounded-lg border p-3 ${label === 'Overdue' && project.overdueCents > 0 ? 'border-red-200 bg-red-50' : 'bg-slate-50'}`}
          >
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`total-${label?.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable caption="Installments of the contract">
        <THead>
          <tr>
            <Th>Installment</Th>
            <Th>Falls due</Th>
            <Th className="text-right">Amount</Th>
            <Th className="text-right">Paid</Th>
            <Th className="text-right">Balance</Th>
            <Th>State</Th>
          </tr>
        </THead>
        <TBody>
          {project.installments.map((i) => (
            <Tr key={i.id} data-testid="installment-row">
              <Td label="Installment" primary>
                <span className="font-medium">
                  {i.position}. {i.label}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {formatBasisPoints(i.percentBasisPoints)} of the contract
                </span>
              </Td>
              <Td label="Falls due">
                {i.dueOn ? (
                  <>Pay by {formatDay(i.dueOn)}</>
                ) : (
                  <span className="text-muted-foreground">
                    When “{projectStageLabel(i.dueStage)}” is reached
                  </span>
                )}
              </Td>
              <Td label="Amount" className="tabular-nums md:text-right">
                {formatCents(i.amountCents)}
              </Td>
              <Td label="Paid" className="tabular-nums md:text-right">
                {formatCents(i.paidCents)}
              </Td>
              <Td label="Balance" className="font-semibold tabular-nums md:text-right">
                {formatCents(i.balanceCents)}
              </Td>
              <Td label="State">
                <InstallmentBadge status={i.status} />
              </Td>
            </Tr>
          ))}
        </TBody>
      </DataTable>
      {canRecord ? (
        open.length ? (
          <section aria-labelledby="record-payment" className="rounded-xl border bg-white p-4 shadow-sm">
            <h3 id="record-payment" className="mb-3 text-base font-semibold">
              Record payment
            </h3>
            <PaymentForm
              projectId={project.id}
              installments={open.map((i) => ({
                id: i.id,
                position: i.position,
                label: i.label,
                balanceCents: i.balanceCents,
              }))}
              today={today}
              receipts={!!project.email && project.notificationsEnabled}
            />
          </section>
        ) : (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
            The contract is paid in full.
          </p>
        )
      ) : null}
      <h3 className="text-base font-semibold">Payments received</h3>
      <DataTable caption="Payments received">
        <THead>
          <tr>
            <Th>Received</Th>
            <Th className="text-right">Amount</Th>
            <Th>Method</Th>
            <Th>Reference</Th>
            <Th>For</Th>
            <Th>Recorded by</Th>
          </tr>
        </THead>
        <TBody>
          {project.payments.length === 0 ? (
            <EmptyRow colSpan={6}>No payment received yet.</EmptyRow>
          ) : (
            project.payments.map((payment) => (
              <Tr key={payment.id} data-testid="payment-row">
                <Td label="Received" primary>
                  {formatDay(payment.receivedOn)}
                </Td>
                <Td label="Amount" className="font-semibold tabular-nums md:text-right">
                  {formatCents(payment.amountCents)}
                </Td>
                <Td label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</Td>
                <Td label="Reference">{payment.reference ?? '—'}</Td>
                <Td label="For">{payment.installmentLabel}</Td>
                <Td label="Recorded by">{payment.recordedBy}</Td>
              </Tr>
            ))
          )}
        </TBody>
      </DataTable>
    </div>
  )
}
