/** One appointment on the calendar: time, customer, status, office and assignee, opening its page. */
import Link from 'next/link'
import { StatusBadge } from '@/components/admin/status-badge'
import type { CalendarEntry } from '@/lib/leads/appointments/calendar'
import { clockLabel, timeRange } from '@/lib/leads/appointments/calendar-labels'
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@/lib/leads/appointments/statuses'
import { cn } from '@/lib/utils'

/** Cancelled appointments stay on the calendar, struck through, so a freed slot is visible as such. */
const isCancelled = (entry: CalendarEntry) => entry.status === 'cancelled'

export function CalendarEntryCard({ entry }: { entry: CalendarEntry }) {
  const cancelled = isCancelled(entry)
  return (
    <Link
      href={`/admin/admin-estimates/${entry.id}`}
      data-testid="calendar-entry"
      className={cn(
        'block rounded-md border bg-white p-2 text-sm shadow-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-ring',
        cancelled && 'bg-slate-50 text-muted-foreground',
      )}
    >
      <span className={cn('block font-medium tabular-nums', cancelled && 'line-through')}>
        {timeRange(entry.scheduledAt, entry.durationMinutes)}
      </span>
      <span
        className={cn(
          'block font-semibold break-words text-primary',
          cancelled && 'line-through text-muted-foreground',
        )}
      >
        {entry.customerName}
      </span>
      <span className="mt-1 block">
        <StatusBadge status={entry.status} />
      </span>
      <span className="mt-1 block text-xs break-words text-muted-foreground">
        {entry.officeName ?? 'No office'} · {entry.assignee ?? 'Unassigned'}
      </span>
    </Link>
  )
}

/** The compact lines a month cell holds: '10:30 AM Jane Doe' over 'Confirmed · Ocala Office · maria'. */
export function CalendarEntryLine({ entry }: { entry: CalendarEntry }) {
  const cancelled = isCancelled(entry)
  return (
    <Link
      href={`/admin/admin-estimates/${entry.id}`}
      data-testid="calendar-entry"
      title={`${timeRange(entry.scheduledAt, entry.durationMinutes)} · ${entry.customerName} · ${entry.status} · ${entry.officeName ?? 'No office'} · ${entry.assignee ?? 'Unassigned'}`}
      className={cn(
        'block rounded px-1 py-0.5 text-xs hover:bg-primary/10',
        cancelled ? 'text-muted-foreground line-through' : 'text-foreground',
      )}
    >
      <span className="block truncate">
        <span className="font-medium tabular-nums">{clockLabel(entry.scheduledAt)}</span> {entry.customerName}
      </span>
      <span className="block truncate text-[11px] text-muted-foreground">
        {APPOINTMENT_STATUS_LABELS[entry.status as AppointmentStatus] ?? entry.status} ·{' '}
        {entry.officeName ?? 'No office'} · {entry.assignee ?? 'Unassigned'}
      </span>
    </Link>
  )
}
