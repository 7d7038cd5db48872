/**
 * A week of appointments: seven columns on a wide screen, a list by day below that (a phone never
 * scrolls sideways). Days without appointments say so. Projects' excavation and installation days
 * (issue 36) come first in their day.
 */
import { ProjectDayCard } from '@/components/admin/projects/project-day'
import type { CalendarEntry } from '@/lib/leads/appointments/calendar'
import type { ProjectDay } from '@/lib/projects/calendar'
import { dayLabel, longDayLabel } from '@/lib/leads/appointments/calendar-labels'
import { cn } from '@/lib/utils'
import { CalendarEntryCard } from './calendar-entry'

export function CalendarWeek({
  days,
  byDay,
  today,
  projectDays,
}: {
  days: readonly string[]
  byDay: Map<string, CalendarEntry[]>
  today: string
  projectDays?: Map<string, ProjectDay[]>
}) {
  return (
    <ol className="grid grid-cols-[minmax(0,1fr)] gap-3 xl:grid-cols-7" aria-label="Days of the week">
      {days.map((day) => {
        const entries = byDay.get(day) ?? []
        const works = projectDays?.get(day) ?? []
        return (
          <li
            key={day}
            data-testid="calendar-day"
            data-day={day}
            className={cn(
              'min-w-0 rounded-xl border bg-white p-3 shadow-sm xl:min-h-48',
              day === today && 'border-primary ring-1 ring-primary',
            )}
          >
            <h2 className="mb-2 text-sm font-semibold">
              <span aria-hidden className="xl:inline hidden">
                {dayLabel(day)}
              </span>
              <span className="xl:sr-only">{longDayLabel(day)}</span>
              {day === today ? <span className="ml-2 text-xs font-medium text-primary">Today</span> : null}
            </h2>
            {works.length ? (
              <ul className="mb-2 space-y-2" aria-label="Project days">
                {works.map((work) => (
                  <li key={`${work.projectId}-${work.stageKey}`}>
                    <ProjectDayCard day={work} />
                  </li>
                ))}
              </ul>
            ) : null}
            {entries.length ? (
              <ul className="space-y-2">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <CalendarEntryCard entry={entry} />
                  </li>
                ))}
              </ul>
            ) : works.length ? null : (
              <p className="text-xs text-muted-foreground">No appointments</p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
