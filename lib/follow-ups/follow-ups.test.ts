/**
 * Follow-ups end to end below the UI: the server actions a rep's forms call (permission, parsing,
 * messages) and the writes (history, audit, one row per request key, versions).
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addFollowUpAction, setFollowUpDoneAction } from '@/app/(admin)/admin/follow-ups/actions'
import { StaleEditError } from '@/components/admin/forms/concurrency'
import { adminUsers, auditLog, contacts, estimateRequests, followUps, leadEvents } from '@/db/schema'
import { toDateTimeLocal } from '@/lib/admin/format'
import { describeLeadEvent } from '@/lib/admin/leads/history'
import { createRoleAdmins, createTestAdmin, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { addFollowUp, setFollowUpDone } from './mutations'
import { listFollowUpsFor } from './queries'
import { FOLLOW_UP_MESSAGES } from './rules'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let staff: Record<'admin' | 'operations' | 'sales', TestAdmin>
let leadId: number
let contactId: number

const tomorrow = () => toDateTimeLocal(new Date(Date.now() + 86_400_000))
const countFor = async (target: string, id: number) =>
  (
    await db()
      .select()
      .from(followUps)
      .where(and(eq(followUps.leadType, target), eq(followUps.leadId, id)))
  ).length

beforeAll(async () => {
  staff = await createRoleAdmins(db())
  const [lead] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Dana Lopez', phone: '3525550100' })
    .returning()
  const [contact] = await db()
    .insert(contacts)
    .values({ name: 'Sam Reed', email: 'sam@example.test', phone: '3525550101', message: 'Call me please.' })
    .returning()
  leadId = lead!.id
  contactId = contact!.id
})

describe('adding a follow-up', () => {
  it('stores it with history and audit, and a retried form stores it once', async () => {
    signInAs(staff.sales.token)
    const form = {
      target: 'estimate',
      targetId: String(leadId),
      due: tomorrow(),
      assigneeId: String(staff.sales.id),
      note: 'Send the Latham brochure',
      requestKey: 'fu-key-000001',
    }
    const first = await addFollowUpAction(form)
    expect(first).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.added })
    const again = await addFollowUpAction(form)
    expect(again).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.alreadyAdded })
    expect(await countFor('estimate', leadId)).toBe(1)

    const [item] = await listFollowUpsFor(db(), 'estimate', leadId)
    expect(item).toMatchObject({
      note: 'Send the Latham brochure',
      assignee: staff.sales.username,
      doneAt: null,
    })
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, leadId)))
    expect(events).toHaveLength(1)
    expect(describeLeadEvent(events[0]!)).toMatch(
      new RegExp(
        `^${staff.sales.username} added a follow-up — due .+ ET for ${staff.sales.username}: Send the Latham brochure$`,
      ),
    )
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'follow_up'))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ action: 'create', actorUsername: staff.sales.username })
  })

  it('accepts a time earlier today with a warning', async () => {
    signInAs(staff.sales.token)
    const now = new Date()
    // One minute ago, unless that was yesterday (just after midnight Eastern): then skip the check.
    const earlier = toDateTimeLocal(new Date(now.getTime() - 60_000))
    if (earlier.slice(0, 10) !== toDateTimeLocal(now).slice(0, 10)) return
    const result = await addFollowUpAction({
      target: 'contact',
      targetId: contactId,
      due: earlier,
      assigneeId: staff.operations.id,
      note: '',
    })
    expect(result).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.addedOverdue })
    expect(await countFor('contact', contactId)).toBe(1)
  })

  it('refuses bad input with a clear message on the field, storing nothing', async () => {
    signInAs(staff.sales.token)
    const base = {
      target: 'estimate',
      targetId: leadId,
      due: tomorrow(),
      assigneeId: staff.sales.id,
      note: '',
    }
    const before = await countFor('estimate', leadId)
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ due: '2020-01-01T10:00' }, 'due', FOLLOW_UP_MESSAGES.duePast, 400],
      [{ due: '2099-01-01T10:00' }, 'due', FOLLOW_UP_MESSAGES.dueTooFar, 400],
      [{ due: '' }, 'due', FOLLOW_UP_MESSAGES.dueRequired, 400],
      [{ note: 'x'.repeat(501) }, 'note', FOLLOW_UP_MESSAGES.noteTooLong, 400],
      [{ assigneeId: '' }, 'assigneeId', FOLLOW_UP_MESSAGES.assigneeRequired, 400],
      [{ target: 'pool' }, 'target', FOLLOW_UP_MESSAGES.targetUnknown, 400],
    ]
    for (const [change, field, message, status] of cases) {
      const result = await addFollowUpAction({ ...base, ...change })
      expect(result, field).toMatchObject({ ok: false, status, fieldErrors: { [field]: message } })
    }
    // The DST gap of the next spring-forward night that is less than 400 days away.
    const year = new Date().getUTCFullYear()
    const gap = [year, year + 1]
      .map((y) => {
        const march = new Date(Date.UTC(y, 2, 1))
        const firstSunday = 1 + ((7 - march.getUTCDay()) % 7)
        return `${y}-03-${String(firstSunday + 7).padStart(2, '0')}T02:30`
      })
      .find((wall) => new Date(`${wall.slice(0, 10)}T12:00:00Z`).getTime() > Date.now() + 86_400_000)!
    const dst = await addFollowUpAction({ ...base, due: gap })
    expect(dst).toMatchObject({ ok: false, status: 400 })
    expect((dst as { fieldErrors: Record<string, string> }).fieldErrors.due).toMatch(
      /does not exist in Eastern Time/,
    )
    expect(await countFor('estimate', leadId)).toBe(before)
  })

  it('refuses an inactive assignee (400) and a missing record (404)', async () => {
    const gone = await createTestAdmin(db(), 'sales')
    await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, gone.id))
    signInAs(staff.sales.token)
    const inactive = await addFollowUpAction({
      target: 'estimate',
      targetId: leadId,
      due: tomorrow(),
      assigneeId: gone.id,
    })
    expect(inactive).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { assigneeId: FOLLOW_UP_MESSAGES.assigneeInactive },
    })
    const missing = await addFollowUpAction({
      target: 'appointment',
      targetId: 999_999,
      due: tomorrow(),
      assigneeId: staff.sales.id,
    })
    expect(missing).toMatchObject({ ok: false, status: 404, message: FOLLOW_UP_MESSAGES.targetNotFound })
    expect(await db().select().from(followUps).where(eq(followUps.assigneeId, gone.id))).toHaveLength(0)
  })
})

describe('done and reopened', () => {
  it('marks done on the version seen, refuses a stale version, records each change once', async () => {
    const { followUp } = await addFollowUp(db(), staff.admin, {
      target: 'estimate',
      targetId: leadId,
      dueAt: new Date(Date.now() + 3_600_000),
      assigneeId: staff.operations.id,
      note: 'Confirm the site visit',
    })
    signInAs(staff.operations.token)
    const done = await setFollowUpDoneAction(followUp.id, {
      done: 'true',
      updatedAt: followUp.updatedAt.toISOString(),
    })
    expect(done).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.done })
    // The same click again from the old page: refused as stale, nothing recorded.
    const stale = await setFollowUpDoneAction(followUp.id, {
      done: 'true',
      updatedAt: followUp.updatedAt.toISOString(),
    })
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: true })
    await expect(
      setFollowUpDone(db(), staff.admin, followUp.id, {
        done: false,
        updatedAt: followUp.updatedAt.toISOString(),
      }),
    ).rejects.toBeInstanceOf(StaleEditError)

    const fresh = (done as { data: { updatedAt: string } }).data.updatedAt
    // Asking for the state it is already in changes nothing.
    const same = await setFollowUpDone(db(), staff.admin, followUp.id, { done: true, updatedAt: fresh })
    expect(same.updatedAt.toISOString()).toBe(fresh)
    const reopened = await setFollowUpDoneAction(followUp.id, { done: 'false', updatedAt: fresh })
    expect(reopened).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.reopened })

    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.leadType, 'estimate')))
    expect(events.map((e) => e.action).filter((a) => a !== 'follow_up_added')).toEqual([
      'follow_up_done',
      'follow_up_reopened',
    ])
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'follow_up'), eq(auditLog.entityId, String(followUp.id))))
    expect(audits.map((a) => a.action)).toEqual(['create', 'done', 'reopen'])
  })

  it('answers 404 for a follow-up that does not exist', async () => {
    signInAs(staff.sales.token)
    const result = await setFollowUpDoneAction(999_999, { done: 'true', updatedAt: new Date().toISOString() })
    expect(result).toMatchObject({ ok: false, status: 404, message: FOLLOW_UP_MESSAGES.notFound })
  })
})
