import Link from 'next/link'
import { Panel } from '@/components/admin/detail-list'
import type { MoneyRow, OwnerReports } from '@/lib/dashboard/reports'
import { formatNumber } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'

/** Whole dollars for the reports' figures ('$1,234,567'); the exact cents are in the tooltips. */
function dollars(cents: number): string {
  return `$${formatNumber(Math.round(cents / 100))}`
}

function MoneyBars({ rows, testId, empty }: { rows: MoneyRow[]; testId: string; empty: string }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">{empty}</p>
  const max = Math.max(1, ...rows.map((r) => r.cents))
  return (
    <ul className="space-y-2" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key || row.label} className="text-sm" data-testid="report-row">
          <div className="mb-0.5 flex justify-between gap-2">
            <span className="min-w-0 truncate" title={row.label}>
              {row.label}
            </span>
            <span className="shrink-0 tabular-nums" title={formatCents(row.cents)}>
              <span className="font-semibold">{dollars(row.cents)}</span>
              <span className="text-muted-foreground">
                {' '}
                · {row.contracts} {row.contracts === 1 ? 'contract' : 'contracts'}
              </span>
            </span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden="true">
            <div className="h-2 rounded-full bg-ocean" style={{ width: `${(row.cents / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string
  value: string
  note?: string
  testId: string
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  )
}

/**
 * The owner's reports (issue 36 §6): revenue signed by month, office, rep and lead source, the win
 * rate, the average deal, collected versus outstanding, and projects by stage with days in it;
 * and the completed projects whose review request waits for their office's Google place id.
 */
export function OwnerReportsPanels({
  reports,
  reviewsWaiting,
}: {
  reports: OwnerReports
  reviewsWaiting: { officeName: string; projects: number }[]
}) {
  const { revenue, winRate, payments } = reports
  const collectedShare =
    revenue.totalCents > 0 ? Math.round((payments.collectedCents / revenue.totalCents) * 100) : 0
  return (
    <>
      <Panel title="Revenue signed" className="lg:col-span-2">
        <div className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="report-figures">
          <Figure
            label="Signed, all time"
            value={dollars(revenue.totalCents)}
            note={`${revenue.contracts} ${revenue.contracts === 1 ? 'contract' : 'contracts'}`}
            testId="report-revenue-total"
          />
          <Figure label="Average deal" value={dollars(revenue.averageCents)} testId="report-average" />
          <Figure
            label="Win rate"
            value={winRate.rate === null ? '—' : `${Math.round(winRate.rate * 100)}%`}
            note={`${winRate.won} won, ${winRate.lost} lost`}
            testId="report-win-rate"
          />
          <Figure
            label="Collected"
            value={dollars(payments.collectedCents)}
            note={`${collectedShare}% of signed`}
            testId="report-collected"
          />
        </div>
        <h3 className="mb-2 text-sm font-semibold">By month of signing</h3>
        <MoneyBars
          rows={revenue.byMonth.slice(0, 12)}
          testId="report-by-month"
          empty="No contracts signed yet."
        />
      </Panel>
      <Panel title="Collected versus outstanding">
        <div data-testid="report-payments">
          <div className="mb-2 h-3 overflow-hidden rounded-full bg-amber-200" aria-hidden="true">
            <div className="h-3 bg-emerald-600" style={{ width: `${collectedShare}%` }} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Collected</dt>
              <dd className="font-semibold tabular-nums" title={formatCents(payments.collectedCents)}>
                {dollars(payments.collectedCents)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Outstanding</dt>
              <dd
                className="font-semibold tabular-nums"
                data-testid="report-outstanding"
                title={formatCents(payments.outstandingCents)}
              >
                {dollars(payments.outstandingCents)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Of which overdue</dt>
              <dd
                className="font-semibold tabular-nums text-amber-800"
                title={formatCents(payments.overdueCents)}
              >
                {dollars(payments.overdueCents)}
              </dd>
            </div>
          </dl>
        </div>
      </Panel>
      <Panel title="Revenue by office">
        <MoneyBars rows={revenue.byOffice} testId="report-by-office" empty="No contracts signed yet." />
      </Panel>
      <Panel title="Revenue by rep">
        <MoneyBars rows={revenue.byRep} testId="report-by-rep" empty="No contracts signed yet." />
      </Panel>
      <Panel title="Revenue by lead source">
        <MoneyBars rows={revenue.bySource} testId="report-by-source" empty="No contracts signed yet." />
      </Panel>
      <Panel title="Projects by stage">
        {reports.stages.length ? (
          <table className="w-full text-sm" data-testid="report-stages">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="pb-1 font-medium">Stage</th>
                <th className="pb-1 text-right font-medium">Projects</th>
                <th className="pb-1 text-right font-medium">Days in it (avg / longest)</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {reports.stages.map((s) => (
                <tr key={s.stage}>
                  <td className="py-1.5 pr-2">
                    <Link
                      href={`/admin/projects?stage=${s.stage}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {s.label}
                    </Link>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{s.projects}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {s.averageDays} / {s.longestDays}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-muted-foreground">No projects yet.</p>
        )}
        {reviewsWaiting.length ? (
          <div
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
            data-testid="reviews-waiting"
          >
            <p className="font-semibold">Review requests waiting</p>
            <p>
              {reviewsWaiting
                .map((w) => `${w.officeName}: ${w.projects} ${w.projects === 1 ? 'project' : 'projects'}`)
                .join('; ')}
              . A homeowner is asked for a Google review a week after completion, but only with the office’s
              Google place id.{' '}
              <Link href="/admin/settings?tab=locations" className="font-medium text-primary underline">
                Add it in Settings
              </Link>
              .
            </p>
          </div>
        ) : null}
      </Panel>
    </>
  )
}
