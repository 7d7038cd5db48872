/**
 * The calendar's days and queries on both databases: Monday-to-Sunday weeks, months as whole
 * weeks, Previous/Next, appointments by Eastern day (late evening stays on its day), and the
 * office and rep filters.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { appointments } from '@/db/schema'
import { fromDateTimeLocal } from '@/lib/format'
import { createStaff } from '@/tests/helpers/admin-users'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedLeadFixtures } from '@/tests/helpers/leads'
import { calendarDays, calendarEntries, calendarHref, parseCalendarQuery, stepDate } from './calendar'
import { calendarTitle } from './calendar-labels'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const et = (wall: string) => fromDateTimeLocal(wall) ?? new Date(NaN)

describe('calendar days', () => {
  it('shows Monday to Sunday weeks and whole weeks around a month', () => {
    expect(calendarDays('week', '2030-04-18')).toEqual([
      '2030-04-15',
      '2030-04-16',
      '2030-04-17',
      '2030-04-18',
      '2030-04-19',
      '2030-04-20',
      '2030-04-21',
    ])
    const month = calendarDays('month', '2030-04-18')
    expect([month[0], month.at(-1), month.length]).toEqual(['2030-04-01', '2030-05-05', 35])
    expect(calendarDays('month', '2030-03-10')[0]).toBe('2030-02-25')
    expect(stepDate('week', '2030-04-18', 1)).toBe('2030-04-22')
    expect(stepDate('week', '2030-04-18', -1)).toBe('2030-04-08')
    expect(stepDate('month', '2030-01-31', 1)).toBe('2030-02-01')
    expect(stepDate('month', '2030-01-31', -1)).toBe('2029-12-01')
    expect(calendarTitle('week', calendarDays('week', '2030-04-18'), '2030-04-18')).toBe(
      'Apr 15 – Apr 21, 2030',
    )
    expect(calendarTitle('month', [], '2030-04-18')).toBe('April 2030')
  })

  it('reads and writes the URL: view, date, office and rep; refuses a bad date', () => {
    const parsed = parseCalendarQuery(
      { view: 'month', date: '2030-04-18', office: 'ocala', rep: 'maria' },
      '2026-11-25',
    )
    expect(parsed).toEqual({
      ok: true,
      filters: { view: 'month', date: '2030-04-18', office: 'ocala', rep: 'maria' },
    })
    expect(parseCalendarQuery({}, '2026-11-25')).toEqual({
      ok: true,
      filters: { view: 'week', date: '2026-11-25' },
    })
    expect(parseCalendarQuery({ date: '2030-13-45' }, '2026-11-25').ok).toBe(false)
    expect(parseCalendarQuery({ view: 'year' }, '2026-11-25').ok).toBe(false)
    expect(calendarHref({ view: 'week', date: '2026-11-25' }, '2026-11-25')).toBe('/admin/calendar')
    expect(calendarHref({ view: 'month', date: '2030-04-01', rep: 'maria' })).toBe(
      '/admin/calendar?view=month&date=2030-04-01&rep=maria',
    )
  })
})

describe('calendar entries', () => {
  beforeAll(async () => {
    await seedLeadFixtures(db())
  })

  it('groups by Eastern day and filters by office and rep', async () => {
    const { user: maria } = await createStaff(db(), { role: 'sales', username: 'cal-maria' })
    await db()
      .insert(appointments)
      .values([
        {
          customerName: 'Early',
          scheduledAt: et('2030-04-15T09:00'),
          officeId: 'ocala',
          assigneeId: maria.id,
        },
        // 11PM Eastern is already the next day in UTC: it stays on Monday.
        {
          customerName: 'Late',
          scheduledAt: et('2030-04-15T23:00'),
          officeId: 'orlando',
          status: 'cancelled',
        },
        { customerName: 'Sunday', scheduledAt: et('2030-04-21T10:00'), officeId: 'ocala' },
        { customerName: 'Next week', scheduledAt: et('2030-04-22T10:00'), officeId: 'ocala' },
        { customerName: 'No date' },
      ])
    const days = calendarDays('week', '2030-04-17')
    const all = await calendarEntries({ view: 'week', date: '2030-04-17' }, days)
    const names = (byDay: Map<string, { customerName: string }[]>) =>
      Object.fromEntries([...byDay].map(([day, list]) => [day, list.map((e) => e.customerName)]))
    expect(names(all.byDay)).toEqual({ '2030-04-15': ['Early', 'Late'], '2030-04-21': ['Sunday'] })
    expect(all.byDay.get('2030-04-15')?.[0]).toMatchObject({
      officeName: 'Ocala Office',
      assignee: 'cal-maria',
    })
    const ocala = await calendarEntries({ view: 'week', date: '2030-04-17', office: 'ocala' }, days)
    expect(names(ocala.byDay)).toEqual({ '2030-04-15': ['Early'], '2030-04-21': ['Sunday'] })
    const mine = await calendarEntries({ view: 'week', date: '2030-04-17', rep: 'cal-maria' }, days)
    expect(names(mine.byDay)).toEqual({ '2030-04-15': ['Early'] })
  })
})
