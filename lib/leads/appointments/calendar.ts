/**
 * The appointments calendar (/admin/calendar): a week (Monday to Sunday) or a month of
 * appointments by Eastern-time day, filtered by office and rep (the assignee's username), and
 * the dates Previous / Today / Next lead to. Days are 'YYYY-MM-DD' strings in Eastern time.
 */
import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { adminUsers, appointments, offices } from '@/db/schema'
import { BUSINESS_TIME_ZONE, businessDay } from '@/lib/format'
import { isoDate, parseQuery, type ParsedQuery, type SearchParamsInput } from '@/lib/admin/list-params'

export const CALENDAR_VIEWS = ['week', 'month'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]
export const CALENDAR_PATH = '/admin/calendar'
/** More would not fit a month of three offices' consultations; the page says when it cuts off. */
export const CALENDAR_MAX_ROWS = 1000

export type CalendarQuery = { view: CalendarView; date: string; office?: string; rep?: string }

const schema = z.object({
  view: z.enum(CALENDAR_VIEWS, { error: 'Choose the week or the month view.' }).default('week'),
  date: isoDate.optional(),
  office: z.string().max(50, 'Unknown office.').optional(),
  rep: z.string().max(50, 'Unknown rep.').optional(),
})

export function parseCalendarQuery(input: SearchParamsInput, today: string): ParsedQuery<CalendarQuery> {
  const parsed = parseQuery(input, ['view', 'date', 'office', 'rep'], schema)
  if (!parsed.ok) return parsed
  return { ok: true, filters: { ...parsed.filters, date: parsed.filters.date ?? today } }
}

export function calendarHref(query: CalendarQuery, today?: string): string {
  const params = new URLSearchParams()
  if (query.view !== 'week') params.set('view', query.view)
  if (query.date !== today) params.set('date', query.date)
  if (query.office) params.set('office', query.office)
  if (query.rep) params.set('rep', query.rep)
  const search = params.toString()
  return search ? `${CALENDAR_PATH}?${search}` : CALENDAR_PATH
}

const DAY_MS = 86_400_000
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS)
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7
}

export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day))
}

export function addMonths(day: string, months: number): string {
  const d = new Date(toUtc(day))
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
}

/** The days shown: one week, or the whole weeks covering the month of `date`. */
export function calendarDays(view: CalendarView, date: string): string[] {
  const first = view === 'week' ? startOfWeek(date) : startOfWeek(`${date.slice(0, 7)}-01`)
  const last = view === 'week' ? addDays(first, 6) : addDays(startOfWeek(addDays(addMonths(date, 1), -1)), 6)
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

/** The date Previous / Next lead to. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return view === 'week' ? addDays(startOfWeek(date), 7 * direction) : addMonths(date, direction)
}

export type CalendarEntry = {
  id: number
  customerName: string
  status: string
  scheduledAt: Date
  durationMinutes: number
  officeName: string | null
  assignee: string | null
}

/** The appointments with a date on the shown days, by Eastern-time day, earliest first. */
export async function calendarEntries(
  query: CalendarQuery,
  days: readonly string[],
): Promise<{ byDay: Map<string, CalendarEntry[]>; truncated: boolean }> {
  const db = await getDb()
  const first = days[0] ?? query.date
  const after = addDays(days[days.length - 1] ?? query.date, 1)
  const conditions: SQL[] = [
    isNotNull(appointments.scheduledAt),
    gte(appointments.scheduledAt, sql`${first}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    lt(appointments.scheduledAt, sql`${after}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
  ]
  if (query.office) conditions.push(eq(appointments.officeId, query.office))
  if (query.rep) conditions.push(eq(adminUsers.username, query.rep))
  const rows = await db
    .select({
      id: appointments.id,
      customerName: appointments.customerName,
      status: appointments.status,
      scheduledAt: appointments.scheduledAt,
      durationMinutes: appointments.durationMinutes,
      officeName: offices.name,
      assignee: adminUsers.username,
    })
    .from(appointments)
    .leftJoin(offices, eq(offices.id, appointments.officeId))
    .leftJoin(adminUsers, eq(adminUsers.id, appointments.assigneeId))
    .where(and(...conditions))
    .orderBy(asc(appointments.scheduledAt), asc(appointments.id))
    .limit(CALENDAR_MAX_ROWS + 1)
  const byDay = new Map<string, CalendarEntry[]>()
  for (const row of rows.slice(0, CALENDAR_MAX_ROWS)) {
    if (!row.scheduledAt) continue
    const day = businessDay(row.scheduledAt)
    byDay.set(day, [...(byDay.get(day) ?? []), { ...row, scheduledAt: row.scheduledAt }])
  }
  return { byDay, truncated: rows.length > CALENDAR_MAX_ROWS }
}

/** What the filter form offers: every office and the active staff (by username). */
export async function calendarFilterOptions() {
  const db = await getDb()
  const [officeRows, userRows] = await Promise.all([
    db.select({ id: offices.id, name: offices.name }).from(offices).orderBy(asc(offices.displayOrder)),
    db
      .select({ username: adminUsers.username })
      .from(adminUsers)
      .where(eq(adminUsers.isActive, true))
      .orderBy(asc(adminUsers.username)),
  ])
  return {
    offices: officeRows.map((o) => ({ value: o.id, label: o.name })),
    reps: userRows.map((u) => ({ value: u.username, label: u.username })),
  }
}
