import Link from 'next/link'
import { Panel } from '@/components/admin/detail-list'
import { formatDateTime } from '@/lib/format'
import {
  CALL_BACK_PROMISE_HOURS,
  MISSED_LIST_LIMIT,
  SPEED_DAYS,
  formatWait,
  type SpeedGroup,
  type SpeedToLead,
} from '@/lib/dashboard/speed-to-lead'

/**
 * Speed to lead: the median wait for a first contact per rep and per office, with the definition
 * on screen, and the leads that missed the call-back promise, each one click from its page.
 */
const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000)

export function SpeedToLeadPanels({
  data,
  officeName,
}: {
  data: SpeedToLead
  officeName: (id: string | null) => string
}) {
  return (
    <>
      <Panel title={`Speed to lead (last ${SPEED_DAYS} days)`} className="lg:col-span-2">
        <p className="mb-3 text-xs text-muted-foreground" data-testid="speed-definition">
          Median time from a lead&apos;s request to its first contact, which is its first move to Contacted,
          Scheduled, Quoted or Won in its history (a move to Lost or Spam is no contact: a lead lost straight
          from New was never called; spam leads are left out). “2 of 3” contacted: of 3 leads received, 2 were
          contacted, and the median is over those 2. Rep and office are the lead&apos;s current ones.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <SpeedTable caption="By sales rep" groups={data.byRep} name={(k) => k ?? 'Unassigned'} />
          <SpeedTable caption="By office" groups={data.byOffice} name={officeName} />
        </div>
      </Panel>
      <Panel title={`Missed the ${CALL_BACK_PROMISE_HOURS}-hour call-back (last ${SPEED_DAYS} days)`}>
        <p className="mb-2 text-sm">
          <span className="text-2xl font-bold tabular-nums" data-testid="missed-count">
            {data.missedCount}
          </span>{' '}
          {data.missedCount === 1 ? 'lead' : 'leads'} still new after {CALL_BACK_PROMISE_HOURS} h, first
          contacted later, or lost later without a contact.
        </p>
        {data.missed.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every lead was called back in time.</p>
        ) : (
          <ul className="space-y-2 text-sm" data-testid="missed-leads">
            {data.missed.map((lead) => (
              <li key={lead.id} className="[overflow-wrap:anywhere]">
                <Link
                  href={`/admin/estimates/${lead.id}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {lead.name}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  Received {formatDateTime(lead.createdAt)} ·{' '}
                  {lead.firstContactAt
                    ? `first contact after ${formatWait(minutesBetween(lead.createdAt, lead.firstContactAt))}`
                    : lead.closedUncontactedAt
                      ? `lost after ${formatWait(minutesBetween(lead.createdAt, lead.closedUncontactedAt))} without a contact`
                      : 'still new'}{' '}
                  · {lead.salesRep ?? 'unassigned'} · {officeName(lead.nearestBranch)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.missedCount > data.missed.length ? (
          <p className="mt-2 text-xs text-muted-foreground">
            The newest {MISSED_LIST_LIMIT} are listed.{' '}
            <Link href="/admin/estimates?status=new" className="text-primary underline">
              New leads on the desk
            </Link>
          </p>
        ) : null}
      </Panel>
    </>
  )
}

function SpeedTable({
  caption,
  groups,
  name,
}: {
  caption: string
  groups: SpeedGroup[]
  name: (key: string | null) => string
}) {
  if (groups.length === 0)
    return <p className="text-sm text-muted-foreground">{caption}: no leads in this period.</p>
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="mb-1 text-left text-sm font-semibold">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground uppercase">
          <th scope="col" className="pb-1 font-semibold">
            {caption === 'By office' ? 'Office' : 'Rep'}
          </th>
          <th scope="col" className="w-24 pb-1 text-right font-semibold">
            Median
          </th>
          <th scope="col" className="w-24 pb-1 text-right font-semibold">
            Contacted
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.key ?? 'none'} className="border-t">
            <td className="py-1.5 pr-2 break-words">{name(g.key)}</td>
            <td className="py-1.5 text-right tabular-nums">
              {g.medianMinutes === null ? '—' : formatWait(g.medianMinutes)}
            </td>
            <td className="py-1.5 text-right tabular-nums">
              {g.contacted} of {g.leads}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
