/**
 * The morning digest: due from 7:00 Eastern on working days only (winter and summer time alike),
 * one e-mail per sales or operations user and day with their day and links, even with two
 * workers queueing at the same moment; nothing for an empty day, an admin, or an inactive user.
 */
import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, contacts, estimateRequests, followUps, mailOutbox } from '@/db/schema'
import { createTestAdmin, type TestAdmin } from '@/tests/helpers/admin-content'
import { testDriver, useTestDatabase } from '@/tests/helpers/test-db'
import { queueMorningDigests } from './queue'
import { digestDayAt } from './schedule'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const SITE = 'https://pools.example'
// Tuesday 2026-03-10, 7:05 AM Eastern daylight time.
const NOW = new Date('2026-03-10T11:05:00Z')
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000)
let rep: TestAdmin
let ops: TestAdmin
let admin: TestAdmin
let gone: TestAdmin

describe('digestDayAt', () => {
  it('is due from 7:00 Eastern on a working day, on the Eastern date', () => {
    expect(digestDayAt(new Date('2026-03-10T10:59:59Z'))).toBeNull() // 6:59 EDT
    expect(digestDayAt(new Date('2026-03-10T11:00:00Z'))).toBe('2026-03-10') // 7:00 EDT
    expect(digestDayAt(new Date('2026-03-13T13:59:00Z'))).toBe('2026-03-13') // Friday 9:59
    // The catch-up window ends at 10:00: a day's digest is never sent in the afternoon.
    expect(digestDayAt(new Date('2026-03-10T14:00:00Z'))).toBeNull()
    // 9 PM Monday Eastern is already Tuesday in UTC: not a morning.
    expect(digestDayAt(new Date('2026-03-10T01:00:00Z'))).toBeNull()
  })

  it('follows the clock change: 7:00 is 12:00 UTC in winter and 11:00 UTC in summer', () => {
    // Monday 2026-03-02 (EST): 11:30 UTC is 6:30 AM.
    expect(digestDayAt(new Date('2026-03-02T11:30:00Z'))).toBeNull()
    expect(digestDayAt(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-02')
    // Monday 2026-03-09, the first working day of daylight time: 11:00 UTC is 7:00 AM.
    expect(digestDayAt(new Date('2026-03-09T11:00:00Z'))).toBe('2026-03-09')
    // Monday 2026-11-02, the day after the fall change: back to 12:00 UTC.
    expect(digestDayAt(new Date('2026-11-02T11:30:00Z'))).toBeNull()
    expect(digestDayAt(new Date('2026-11-02T12:00:00Z'))).toBe('2026-11-02')
  })

  it('is never due on a weekend, the clock-change Sundays included', () => {
    expect(digestDayAt(new Date('2026-03-07T12:00:00Z'))).toBeNull() // Saturday 7:00 EST
    expect(digestDayAt(new Date('2026-03-08T11:30:00Z'))).toBeNull() // Sunday, spring change
    expect(digestDayAt(new Date('2026-11-01T12:30:00Z'))).toBeNull() // Sunday, fall change
  })
})

describe(`morning digest on ${testDriver}`, () => {
  beforeAll(async () => {
    rep = await createTestAdmin(db(), 'sales', 'digest-rep')
    ops = await createTestAdmin(db(), 'operations', 'digest-ops')
    admin = await createTestAdmin(db(), 'admin', 'digest-admin')
    gone = await createTestAdmin(db(), 'sales', 'digest-gone')
    await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, gone.id))
  })

  it('queues nothing while everyone’s day is empty', async () => {
    expect(await queueMorningDigests(db(), NOW, SITE)).toBe(0)
    expect(await db().select().from(mailOutbox)).toEqual([])
  })

  it('two workers at once queue one digest per sales and operations user, with their day and links', async () => {
    const [lead] = await db()
      .insert(estimateRequests)
      .values({ firstName: 'Rita', lastName: 'Gomez', phone: '3525550199', createdAt: hoursAgo(30) })
      .returning()
    const [message] = await db()
      .insert(contacts)
      .values({
        name: 'Omar Hale',
        email: 'omar@example.test',
        phone: '4075550100',
        message: 'Quote for a 14x28?',
        createdAt: hoursAgo(2),
      })
      .returning()
    await db()
      .insert(followUps)
      .values([
        {
          leadType: 'estimate',
          leadId: lead!.id,
          dueAt: hoursAgo(20),
          note: 'Send the brochure',
          assigneeId: rep.id,
          createdBy: 'test',
        },
        {
          leadType: 'contact',
          leadId: message!.id,
          dueAt: new Date('2026-03-10T18:00:00Z'),
          note: 'Call at lunch',
          assigneeId: rep.id,
          createdBy: 'test',
        },
      ])
    const queued = await Promise.all([
      queueMorningDigests(db(), NOW, SITE),
      queueMorningDigests(db(), NOW, SITE),
    ])
    expect(queued[0] + queued[1]).toBe(2)
    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.kind, 'digest:%'))
    expect(mails.map((m) => m.toAddress).sort()).toEqual([ops.email, rep.email].sort())
    expect(mails.every((m) => m.kind === 'digest:2026-03-10')).toBe(true)
    expect(mails.map((m) => m.toAddress)).not.toContain(admin.email)
    expect(mails.map((m) => m.toAddress)).not.toContain(gone.email)

    const mine = mails.find((m) => m.refId === rep.id)!
    expect(mine.subject).toBe('Your day, Mar 10, 2026: 1 overdue, 1 due today, 1 past 24 h, 1 new unassigned')
    const text = mine.textBody
    expect(text).toContain(
      'Overdue follow-ups (1)\n- Was due Mar 9, 2026, 11:05 AM ET: Rita Gomez · 3525550199 · Send the brochure',
    )
    expect(text).toContain(`  ${SITE}/admin/estimates/${lead!.id}`)
    expect(text).toContain(
      'Follow-ups due today (1)\n- Due Mar 10, 2026, 2:00 PM ET: Omar Hale · 4075550100 · Call at lunch',
    )
    expect(text).toContain(`  ${SITE}/admin/contacts/${message!.id}`)
    expect(text).toContain(
      'Not called back within 24 hours (1)\n- Rita Gomez (lead) · 3525550199 · received 30 h ago',
    )
    expect(text).toContain(
      'New leads and messages nobody has taken (1)\n- Omar Hale (contact message) · 4075550100 · received 2 h ago',
    )
    expect(text).toContain(`Your day: ${SITE}/admin/my-day`)

    // The operations user has no follow-ups: only the leads and messages of the offices.
    const theirs = mails.find((m) => m.refId === ops.id)!
    expect(theirs.subject).toBe('Your day, Mar 10, 2026: 1 past 24 h, 1 new unassigned')
    expect(theirs.textBody).not.toContain('Overdue follow-ups')
  })

  it('sends each user one digest a day: later runs that morning queue nothing more', async () => {
    expect(await queueMorningDigests(db(), new Date(NOW.getTime() + 60 * 60_000), SITE)).toBe(0)
    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.kind, 'digest:%'))
    expect(mails).toHaveLength(2)
  })

  it('queues nothing before 7:00 or on a Saturday, however full the day is', async () => {
    expect(await queueMorningDigests(db(), new Date('2026-03-11T10:55:00Z'), SITE)).toBe(0)
    expect(await queueMorningDigests(db(), new Date('2026-03-14T11:05:00Z'), SITE)).toBe(0)
    // Wednesday 7:01 AM: the next day's digests.
    expect(await queueMorningDigests(db(), new Date('2026-03-11T11:01:00Z'), SITE)).toBe(2)
  })
})
