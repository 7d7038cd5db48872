import type { Metadata } from 'next'
import Link from 'next/link'
import { CalendarMonth } from '@/components/admin/appointments/calendar-month'
import { CalendarWeek } from '@/components/admin/appointments/calendar-week'
import { FilterActions, FilterBar, SelectFilter } from '@/components/admin/list-filters'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { buttonVariants } from '@/components/ui/button'
import { can } from '@/lib/auth/permissions'
import { businessDay } from '@/lib/format'
import { projectScope } from '@/lib/projects/access'
import { projectDays } from '@/lib/projects/calendar'
import {
  CALENDAR_MAX_ROWS,
  CALENDAR_PATH,
  calendarDays,
  calendarEntries,
  calendarFilterOptions,
  calendarHref,
  parseCalendarQuery,
  stepDate,
  type CalendarQuery,
} from '@/lib/leads/appointments/calendar'
import { calendarTitle } from '@/lib/leads/appointments/calendar-labels'

export const metadata: Metadata = { title: 'Calendar' }

export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('appointments:read')
  if (denied) return denied
  const today = businessDay(new Date())
  const parsed = parseCalendarQuery(await searchParams, today)
  const query: CalendarQuery = parsed.ok ? parsed.filters : { view: 'week', date: today }
  const days = calendarDays(query.view, query.date)
  // Projects' excavation and installation days, for whoever may read projects (their own, for sales).
  const [{ byDay, truncated }, options, works] = await Promise.all([
    calendarEntries(query, days),
    calendarFilterOptions(),
    can(admin.role, 'projects:read')
      ? projectDays(projectScope(admin), { office: query.office, rep: query.rep }, days)
      : undefined,
  ])
  const href = (change: Partial<CalendarQuery>) => calendarHref({ ...query, ...change }, today)
  const nav = buttonVariants({ variant: 'outline', size: 'sm' })

  return (
    <>
      <AdminPageHeader
        title="Calendar"
        description="Appointments by day, in Eastern Time (ET), with the projects' excavation and installation days. Cancelled appointments are struck through."
      />
      {!parsed.ok ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
        >
          The calendar address was not valid, so this week is shown: {Object.values(parsed.errors).join(' ')}
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold" data-testid="calendar-title">
          {calendarTitle(query.view, days, query.date)}
        </h2>
        <nav aria-label="Calendar dates" className="flex flex-wrap items-center gap-2">
          <Link href={href({ date: stepDate(query.view, query.date, -1) })} className={nav} rel="prev">
            Previous
          </Link>
          <Link href={href({ date: today })} className={nav}>
            Today
          </Link>
          <Link href={href({ date: stepDate(query.view, query.date, 1) })} className={nav} rel="next">
            Next
          </Link>
          <span className="mx-1 h-6 w-px bg-border" aria-hidden />
          <span className="flex gap-2">
            {(['week', 'month'] as const).map((view) => (
              <Link
                key={view}
                href={href({ view })}
                aria-current={query.view === view ? 'page' : undefined}
                className={buttonVariants({
                  variant: query.view === view ? 'default' : 'outline',
                  size: 'sm',
                })}
              >
                {view === 'week' ? 'Week' : 'Month'}
              </Link>
            ))}
          </span>
        </nav>
      </div>
      <FilterBar
        label="Filter the calendar"
        action={CALENDAR_PATH}
        className="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="view" value={query.view} />
        <input type="hidden" name="date" value={query.date} />
        <SelectFilter
          id="cal-office"
          label="Office"
          name="office"
          value={query.office}
          all="All offices"
          options={options.offices}
        />
        <SelectFilter
          id="cal-rep"
          label="Rep"
          name="rep"
          value={query.rep}
          all="All reps"
          options={options.reps}
        />
        <FilterActions
          submitLabel="Show"
          clearHref={calendarHref({ view: query.view, date: query.date }, today)}
        />
      </FilterBar>
      {truncated ? (
        <p role="status" className="mb-3 text-sm text-amber-900">
          Only the first {CALENDAR_MAX_ROWS} appointments are shown: filter by office or rep to see the rest.
        </p>
      ) : null}
      {query.view === 'week' ? (
        <CalendarWeek days={days} byDay={byDay} today={today} projectDays={works} />
      ) : (
        <CalendarMonth days={days} byDay={byDay} today={today} query={query} projectDays={works} />
      )}
    </>
  )
}
