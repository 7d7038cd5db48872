/**
 * A lead's site visits and consultations (its appointments), soonest first, each under its own
 * number, the one its page, the appointments desk and the calendar use: "Appointment #4", never
 * the lead's number (issue 35: a lead's page said "Appointment #4" while its booking was #2).
 */
import Link from 'next/link'
import { StatusBadge } from '@/components/admin/status-badge'
import { formatDateTime } from '@/lib/format'

type Visit = {
  id: number
  scheduledAt: Date | null
  durationMinutes: number
  status: string
  officeId: string | null
  assigneeId: number | null
}

/** Dated ones first, in time order; undated requests after them. */
function inOrder(visits: readonly Visit[]): Visit[] {
  return [...visits].sort((a, b) => {
    if (!a.scheduledAt || !b.scheduledAt) return a.scheduledAt ? -1 : b.scheduledAt ? 1 : b.id - a.id
    return a.scheduledAt.getTime() - b.scheduledAt.getTime()
  })
}

export function LeadVisits({
  appointments,
  officeName,
  repName,
}: {
  appointments: readonly Visit[]
  officeName: (officeId: string | null) => string | null
  repName: (assigneeId: number | null) => string | null
}) {
  if (appointments.length === 0) {
    return <p className="text-sm text-muted-foreground">No site visit booked yet.</p>
  }
  return (
    <ul className="space-y-2 text-sm" data-testid="lead-visits">
      {inOrder(appointments).map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border p-3">
          <Link href={`/admin/admin-estimates/${a.id}`} className="font-semibold text-primary underline">
            Appointment #{a.id}
          </Link>
          <StatusBadge status={a.status} />
          <span className="basis-full text-muted-foreground sm:basis-auto">
            {a.scheduledAt
              ? `${formatDateTime(a.scheduledAt)} · ${a.durationMinutes} min`
              : 'No date agreed yet'}{' '}
            · {officeName(a.officeId) ?? 'no office'} · {repName(a.assigneeId) ?? 'unassigned'}
          </span>
        </li>
      ))}
    </ul>
  )
}
