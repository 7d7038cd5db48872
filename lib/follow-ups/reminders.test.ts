/**
 * Reminders are sent once: several workers (instances) queueing at the same moment produce one
 * e-mail per due follow-up, to its assignee; nothing for follow-ups done, not yet due, or whose
 * assignee left.
 */
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, contacts, estimateRequests, followUps, mailOutbox } from '@/db/schema'
import { createTestAdmin, type TestAdmin } from '@/tests/helpers/admin-content'
import { testDriver, useTestDatabase } from '@/tests/helpers/test-db'
import { REMINDER_KIND } from './reminder-content'
import { queueDueReminders } from './reminders'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const NOW = new Date('2026-03-10T15:00:00Z')
const SITE = 'https://pools.example'
let rep: TestAdmin
let gone: TestAdmin
const ids: Record<string, number> = {}

beforeAll(async () => {
  rep = await createTestAdmin(db(), 'sales', 'reminder-rep')
  gone = await createTestAdmin(db(), 'sales', 'reminder-gone')
  await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, gone.id))
  const [lead] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Rita', lastName: 'Gomez', phone: '3525550199' })
    .returning()
  const [contact] = await db()
    .insert(contacts)
    .values({ name: 'Omar Hale', email: 'o@example.test', phone: '4075550100', message: 'Call me back' })
    .returning()
  const rows = await db()
    .insert(followUps)
    .values([
      ...Array.from({ length: 30 }, (_, i) => ({
        leadType: 'estimate',
        leadId: lead!.id,
        dueAt: new Date(NOW.getTime() - (i + 1) * 60_000),
        note: `due ${i}`,
        assigneeId: rep.id,
        createdBy: 'test',
      })),
      {
        leadType: 'contact',
        leadId: contact!.id,
        dueAt: NOW,
        note: 'contact due',
        assigneeId: rep.id,
        createdBy: 'test',
      },
      {
        leadType: 'estimate',
        leadId: lead!.id,
        dueAt: new Date(NOW.getTime() + 60_000),
        note: 'later',
        assigneeId: rep.id,
        createdBy: 'test',
      },
      {
        leadType: 'estimate',
        leadId: lead!.id,
        dueAt: NOW,
        note: 'done',
        assigneeId: rep.id,
        createdBy: 'test',
        doneAt: NOW,
      },
      {
        leadType: 'estimate',
        leadId: lead!.id,
        dueAt: NOW,
        note: 'gone',
        assigneeId: gone.id,
        createdBy: 'test',
      },
    ])
    .returning()
  for (const row of rows) ids[row.note] = row.id
})

describe(`follow-up reminders on ${testDriver}`, () => {
  it('four workers at once queue one reminder per due follow-up, to its assignee', async () => {
    const queued = await Promise.all([1, 2, 3, 4].map(() => queueDueReminders(db(), NOW, SITE)))
    expect(queued.reduce((a, b) => a + b, 0)).toBe(31)
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, REMINDER_KIND))
    expect(mails).toHaveLength(31)
    expect(new Set(mails.map((m) => m.refId)).size).toBe(31)
    expect(mails.every((m) => m.toAddress === rep.email)).toBe(true)
    const contactMail = mails.find((m) => m.refId === ids['contact due'])
    expect(contactMail?.subject).toMatch(/^Follow-up due: Omar Hale \(Mar 10, 2026, 11:00 AM ET\)$/)
    expect(contactMail?.textBody).toContain('Phone: 4075550100')
    expect(contactMail?.textBody).toContain(`Open it: ${SITE}/admin/contacts/`)
    expect(mails.map((m) => m.refId)).not.toContain(ids.later)
    expect(mails.map((m) => m.refId)).not.toContain(ids.done)
    expect(mails.map((m) => m.refId)).not.toContain(ids.gone)
  })

  it('never reminds twice: a second run, even later, queues nothing more for the same follow-ups', async () => {
    expect(await queueDueReminders(db(), NOW, SITE)).toBe(0)
    // A minute later only the one that has just fallen due.
    expect(await queueDueReminders(db(), new Date(NOW.getTime() + 60_000), SITE)).toBe(1)
    const claimed = await db()
      .select({ id: followUps.id, remindedAt: followUps.remindedAt })
      .from(followUps)
      .where(inArray(followUps.id, [ids.gone!, ids.done!]))
    // The inactive assignee's follow-up is claimed without a mail; the done one is left alone.
    expect(claimed.find((r) => r.id === ids.gone)?.remindedAt).not.toBeNull()
    expect(claimed.find((r) => r.id === ids.done)?.remindedAt).toBeNull()
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, REMINDER_KIND))).toHaveLength(32)
  })
})
