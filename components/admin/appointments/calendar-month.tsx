/**
 * A month of appointments: a grid of weeks on a wide screen (a few lines per day, then a link to
 * that week), and on smaller screens a list of the days that have appointments. Projects'
 * excavation and installation days (issue 36) come first in their day.
 */
import Link from 'next/link'
import { ProjectDayCard, ProjectDayLine } from '@/components/admin/projects/project-day'
import type { CalendarEntry, CalendarQuery } from '@/lib/leads/appointments/calendar'
import type { ProjectDay } from '@/lib/projects/calendar'
import { calendarHref } from '@/lib/leads/appointments/calendar'
import { longDayLabel, WEEKDAY_NAMES } from '@/lib/leads/appointments/calendar-labels'
import { cn } from '@/lib/utils'
import { CalendarEntryCard, CalendarEntryLine } from './calendar-entry'

const LINES_PER_DAY = 3

export function CalendarMonth({
  days,
  byDay,
  today,
  query,
  projectDays,
}: {
  days: readonly string[]
  byDay: Map<string, CalendarEntry[]>
  today: string
  query: CalendarQuery
  projectDays?: Map<string, ProjectDay[]>
}) {
  const month = query.date.slice(0, 7)
  const weekOf = (day: string) => calendarHref({ ...query, view: 'week', date: day })
  const worksOf = (day: string) => projectDays?.get(day) ?? []
  const busyDays = days.filter(
    (day) => day.startsWith(month) && (byDay.get(day)?.length || worksOf(day).length),
  )
  return (
    <>
      <div className="hidden rounded-xl border bg-white shadow-sm xl:block">
        <div className="grid grid-cols-7 border-b text-xs font-semibold text-muted-foreground">
          {WEEKDAY_NAMES.map((name) => (
            <div key={name} className="px-2 py-1.5">
              {name}
            </div>
          ))}
        </div>
        <ol className="grid grid-cols-7" aria-label="Days of the month">
          {days.map((day) => {
            const entries = byDay.get(day) ?? []
            const works = worksOf(day)
            const room = Math.max(0, LINES_PER_DAY - works.length)
            return (
              <li
                key={day}
                data-testid="calendar-day"
                data-day={day}
                className={cn(
                  'min-h-28 min-w-0 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0',
                  !day.startsWith(month) && 'bg-slate-50 text-muted-foreground',
                )}
              >
                <Link
                  href={weekOf(day)}
                  aria-label={`Week of ${longDayLabel(day)}`}
                  className={cn(
                    'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold hover:bg-primary/10',
                    day === today && 'bg-primary text-primary-foreground hover:bg-primary',
                  )}
                >
                  {Number(day.slice(8))}
                </Link>
                {works.map((work) => (
                  <ProjectDayLine key={`${work.projectId}-${work.stageKey}`} day={work} />
                ))}
                <ul>
                  {entries.slice(0, room).map((entry) => (
                    <li key={entry.id}>
                      <CalendarEntryLine entry={entry} />
                    </li>
                  ))}
                </ul>
                {entries.length > room ? (
                  <Link href={weekOf(day)} className="px-1 text-xs font-medium text-primary hover:underline">
                    +{entries.length - room} more
                  </Link>
                ) : null}
              </li>
            )
          })}
        </ol>
      </div>
      <div className="xl:hidden">
        {busyDays.length ? (
          <ol className="space-y-3" aria-label="Days with appointments">
            {busyDays.map((day) => (
              <li key={day} className="rounded-xl border bg-white p-3 shadow-sm">
                <h2 className="mb-2 text-sm font-semibold">
                  {longDayLabel(day)}
                  {day === today ? (
                    <span className="ml-2 text-xs font-medium text-primary">Today</span>
                  ) : null}
                </h2>
                <ul className="space-y-2">
                  {worksOf(day).map((work) => (
                    <li key={`${work.projectId}-${work.stageKey}`}>
                      <ProjectDayCard day={work} />
                    </li>
                  ))}
                  {(byDay.get(day) ?? []).map((entry) => (
                    <li key={entry.id}>
                      <CalendarEntryCard entry={entry} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border bg-white p-4 text-sm text-muted-foreground">
            No appointments or project days this month.
          </p>
        )}
      </div>
    </>
  )
}
