import { beforeAll, describe, expect, it } from 'vitest'
import { appointments, estimateRequests, followUps, contacts } from '@/db/schema'
import { createTestAdmin, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { endOfBusinessDay, startOfBusinessDay } from './day-bounds'
import { loadMyDay } from './queries'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

// Tuesday 2026-03-10, 11:00 AM Eastern (EDT).
const NOW = new Date('2026-03-10T15:00:00Z')
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000)
let me: TestAdmin
let colleague: TestAdmin
const ids: Record<string, number> = {}
const messageIds: Record<string, number> = {}

async function lead(key: string, values: Partial<typeof estimateRequests.$inferInsert>) {
  const [row] = await db()
    .insert(estimateRequests)
    .values({ firstName: key, lastName: 'Test', phone: '3525550100', ...values })
    .returning()
  ids[key] = row!.id
}

beforeAll(async () => {
  me = await createTestAdmin(db(), 'sales', 'day-rep')
  colleague = await createTestAdmin(db(), 'sales', 'day-colleague')
  await lead('fresh-ocala', { nearestBranch: 'ocala', createdAt: hoursAgo(2) })
  await lead('fresh-orlando', { nearestBranch: 'orlando', createdAt: hoursAgo(3) })
  await lead('late-ocala', { nearestBranch: 'ocala', createdAt: hoursAgo(30) })
  await lead('late-mine', { nearestBranch: 'orlando', salesRep: me.username, createdAt: hoursAgo(26) })
  await lead('late-theirs', { nearestBranch: 'ocala', salesRep: colleague.username, createdAt: hoursAgo(30) })
  await lead('late-contacted', { nearestBranch: 'ocala', status: 'contacted', createdAt: hoursAgo(30) })
  await lead('fresh-spam', { nearestBranch: 'ocala', status: 'spam', createdAt: hoursAgo(1) })
  await lead('fresh-taken', { nearestBranch: 'ocala', salesRep: colleague.username, createdAt: hoursAgo(1) })
  const [contact] = await db()
    .insert(contacts)
    .values({
      name: 'Contact Person',
      email: 'c@example.test',
      phone: '4075550111',
      message: 'Call me',
      status: 'replied',
    })
    .returning()
  const message = (name: string, values: Partial<typeof contacts.$inferInsert>) =>
    ({ name, email: 'm@example.test', phone: '4075550122', message: 'About a pool', ...values }) as const
  const messages = await db()
    .insert(contacts)
    .values([
      message('msg-fresh-ocala', { nearestBranch: 'ocala', createdAt: hoursAgo(4) }),
      message('msg-late-orlando', { nearestBranch: 'orlando', createdAt: hoursAgo(25) }),
      message('msg-late-mine', { salesRep: me.username, createdAt: hoursAgo(40) }),
      message('msg-fresh-taken', { salesRep: colleague.username, createdAt: hoursAgo(1) }),
      message('msg-late-replied', { status: 'replied', createdAt: hoursAgo(30) }),
      message('msg-late-converted', { status: 'converted', createdAt: hoursAgo(30) }),
    ])
    .returning()
  for (const row of messages) messageIds[row.name] = row.id
  const fu = (note: string, dueAt: Date, extra: Partial<typeof followUps.$inferInsert> = {}) => ({
    leadType: 'estimate',
    leadId: ids['late-contacted']!,
    dueAt,
    note,
    assigneeId: me.id,
    createdBy: me.username,
    ...extra,
  })
  await db()
    .insert(followUps)
    .values([
      fu('overdue yesterday', hoursAgo(20)),
      fu('overdue this morning', hoursAgo(1), { leadType: 'contact', leadId: contact!.id }),
      fu('later today', new Date('2026-03-10T20:00:00Z')),
      fu('tomorrow', new Date('2026-03-11T15:00:00Z')),
      fu('done already', hoursAgo(2), { doneAt: hoursAgo(1), doneBy: me.username }),
      fu('for a colleague', hoursAgo(2), { assigneeId: colleague.id }),
    ])
  // Today's appointments: mine (the 3 PM visit confirmed, issue 35), the office's unassigned one,
  // a colleague's, a cancelled one, and tomorrow's and last night's.
  const visit = (
    customerName: string,
    at: string,
    values: Partial<typeof appointments.$inferInsert> = {},
  ) => ({
    customerName,
    phone: '3525550133',
    scheduledAt: new Date(at),
    officeId: 'ocala',
    status: 'confirmed',
    estimateRequestId: ids['late-contacted'],
    ...values,
  })
  await db()
    .insert(appointments)
    .values([
      visit('Visit at 3 PM', '2026-03-10T19:00:00Z', { assigneeId: me.id }),
      visit('Visit at 9 AM', '2026-03-10T13:00:00Z', {
        assigneeId: me.id,
        status: 'completed',
        officeId: 'orlando',
      }),
      visit('Nobody yet', '2026-03-10T17:00:00Z', { status: 'pending' }),
      visit('Nobody yet in Orlando', '2026-03-10T18:00:00Z', { status: 'pending', officeId: 'orlando' }),
      visit('Colleague visit', '2026-03-10T16:00:00Z', { assigneeId: colleague.id }),
      visit('Cancelled visit', '2026-03-10T20:00:00Z', {
        assigneeId: me.id,
        status: 'cancelled',
        officeId: 'orlando',
      }),
      visit('Tomorrow visit', '2026-03-11T14:00:00Z', { assigneeId: me.id }),
      // 11:30 PM Eastern the day before: March 10 in UTC, not today in Florida.
      visit('Last night', '2026-03-10T03:30:00Z', { assigneeId: me.id, officeId: 'orlando' }),
    ])
  await lead('open-quoted', {
    salesRep: me.username,
    status: 'quoted',
    createdAt: hoursAgo(100),
    statusUpdatedAt: hoursAgo(5),
  })
  await lead('open-scheduled', {
    salesRep: me.username,
    status: 'scheduled',
    createdAt: hoursAgo(50),
    statusUpdatedAt: hoursAgo(48),
  })
  await lead('closed-won', { salesRep: me.username, status: 'won', createdAt: hoursAgo(90) })
  await lead('closed-lost', { salesRep: me.username, status: 'lost', createdAt: hoursAgo(90) })
})

describe('loadMyDay', () => {
  it("lists today's appointments in time order: mine and nobody's, not a colleague's, cancelled or another day's", async () => {
    const all = await loadMyDay({ user: me, office: null, now: NOW })
    expect(all.appointments.map((a) => a.customerName)).toEqual([
      'Visit at 9 AM',
      'Nobody yet',
      'Nobody yet in Orlando',
      'Visit at 3 PM',
    ])
    expect(all.appointments[3]).toMatchObject({
      status: 'confirmed',
      assignee: me.username,
      phone: '3525550133',
      leadId: ids['late-contacted'],
      durationMinutes: 60,
    })
    // With an office chosen, nobody's appointments are that office's; mine stay whatever the office.
    const ocala = await loadMyDay({ user: me, office: 'ocala', now: NOW })
    expect(ocala.appointments.map((a) => a.customerName)).toEqual([
      'Visit at 9 AM',
      'Nobody yet',
      'Visit at 3 PM',
    ])
    const theirs = await loadMyDay({ user: colleague, office: 'ocala', now: NOW })
    expect(theirs.appointments.map((a) => a.customerName)).toEqual(['Colleague visit', 'Nobody yet'])
  })

  it('lists my open leads, the one untouched longest first; won and lost ones are closed', async () => {
    const day = await loadMyDay({ user: me, office: 'orlando', now: NOW })
    const names = day.openLeads.map((l) => Object.entries(ids).find(([, id]) => id === l.id)?.[0])
    expect(names).toEqual(['open-scheduled', 'late-mine', 'open-quoted'])
    expect(day.openLeads[0]).toMatchObject({
      status: 'scheduled',
      name: 'open-scheduled Test',
      since: hoursAgo(48),
    })
    expect((await loadMyDay({ user: colleague, office: null, now: NOW })).openLeads.map((l) => l.id)).toEqual(
      [ids['late-theirs'], ids['fresh-taken']],
    )
  })

  it('lists my open follow-ups: overdue, then the rest of today, with the record’s name and phone', async () => {
    const day = await loadMyDay({ user: me, office: null, now: NOW })
    expect(day.overdue.map((f) => f.note)).toEqual(['overdue yesterday', 'overdue this morning'])
    expect(day.overdue[1]).toMatchObject({ target: 'contact', name: 'Contact Person', phone: '4075550111' })
    expect(day.overdue[0]).toMatchObject({ target: 'estimate', name: 'late-contacted Test' })
    expect(day.dueToday.map((f) => f.note)).toEqual(['later today'])
  })

  it('lists new unassigned leads and leads past the 24-hour promise, each once, by office', async () => {
    const all = await loadMyDay({ user: me, office: null, now: NOW })
    const names = (rows: { id: number; target: string }[]) =>
      rows
        .filter((r) => r.target === 'estimate')
        .map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0])
    expect(names(all.newUnassigned)).toEqual(['fresh-orlando', 'fresh-ocala'])
    expect(names(all.missedPromise)).toEqual(['late-ocala', 'late-mine'])

    const ocala = await loadMyDay({ user: me, office: 'ocala', now: NOW })
    expect(names(ocala.newUnassigned)).toEqual(['fresh-ocala'])
    // My own late lead stays on my day whatever office is chosen.
    expect(names(ocala.missedPromise)).toEqual(['late-ocala', 'late-mine'])
  })

  it('lists contact messages as leads: new and unassigned, or past the promise, oldest first', async () => {
    const names = (rows: { id: number; target: string }[]) =>
      rows
        .filter((r) => r.target === 'contact')
        .map((r) => Object.entries(messageIds).find(([, id]) => id === r.id)?.[0])
    const all = await loadMyDay({ user: me, office: null, now: NOW })
    expect(names(all.newUnassigned)).toEqual(['msg-fresh-ocala'])
    expect(names(all.missedPromise)).toEqual(['msg-late-mine', 'msg-late-orlando'])
    // Merged with the leads by age: the 40-hour-old message comes before the 30-hour-old lead.
    const order = all.missedPromise.map((r) => r.createdAt.getTime())
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(all.missedPromise[0]).toMatchObject({
      target: 'contact',
      name: 'msg-late-mine',
      phone: '4075550122',
    })

    const ocala = await loadMyDay({ user: me, office: 'ocala', now: NOW })
    expect(names(ocala.newUnassigned)).toEqual(['msg-fresh-ocala'])
    expect(names(ocala.missedPromise)).toEqual(['msg-late-mine'])
  })

  it('shows a colleague’s follow-ups on their day only', async () => {
    const day = await loadMyDay({ user: colleague, office: null, now: NOW })
    expect(day.overdue.map((f) => f.note)).toEqual(['for a colleague'])
    expect(day.dueToday).toEqual([])
  })

  it('ends the day at Eastern midnight, across daylight-saving changes', () => {
    expect(endOfBusinessDay(NOW)).toEqual(new Date('2026-03-11T04:00:00Z'))
    // Saturday before the spring change: midnight Sunday is still EST.
    expect(endOfBusinessDay(new Date('2026-03-07T15:00:00Z'))).toEqual(new Date('2026-03-08T05:00:00Z'))
    // 11 PM Eastern is already the next day in UTC.
    expect(endOfBusinessDay(new Date('2026-03-11T03:30:00Z'))).toEqual(new Date('2026-03-11T04:00:00Z'))
    expect(startOfBusinessDay(NOW)).toEqual(new Date('2026-03-10T04:00:00Z'))
    expect(startOfBusinessDay(new Date('2026-03-08T15:00:00Z'))).toEqual(new Date('2026-03-08T05:00:00Z'))
  })
})
