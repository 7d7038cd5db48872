/**
 * Follow-ups end to end below the UI: the server actions a rep's forms call (permission, parsing,
 * messages) and the writes (history, audit, one row per request key, versions).
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addFollowUpAction, setFollowUpDoneAction } from '@/lib/follow-ups/actions'
import { PATCH as patchRoute } from '@/app/api/admin/follow-ups/[id]/route'
import { GET as listRoute, POST as postRoute } from '@/app/api/admin/follow-ups/route'
import { StaleEditError } from '@/lib/errors'
import { adminUsers, auditLog, contacts, estimateRequests, followUps, leadEvents } from '@/db/schema'
import { toDateTimeLocal } from '@/lib/format'
import { describeLeadEvent } from '@/lib/leads/history'
import { createRoleAdmins, createTestAdmin, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { apiRequest, routeContext } from '@/tests/helpers/admin-users'
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

    const [item] = await listFollowUpsFor('estimate', leadId)
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
    const { followUp } = await addFollowUp(staff.admin, {
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
      setFollowUpDone(staff.admin, followUp.id, {
        done: false,
        updatedAt: followUp.updatedAt.toISOString(),
      }),
    ).rejects.toBeInstanceOf(StaleEditError)

    const fresh = (done as { data: { updatedAt: string } }).data.updatedAt
    // Asking for the state it is already in changes nothing.
    const same = await setFollowUpDone(staff.admin, followUp.id, { done: true, updatedAt: fresh })
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

describe('the JSON API', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    postRoute(
      apiRequest('/api/admin/follow-ups', { method: 'POST', token: staff.sales.token, body, headers }),
      routeContext(),
    )

  it('adds a follow-up (201), answers a replayed Idempotency-Key with the same one (200), lists it', async () => {
    const body = {
      target: 'estimate',
      targetId: leadId,
      due: tomorrow(),
      assigneeId: staff.sales.id,
      note: 'API',
    }
    const first = await post(body, { 'idempotency-key': 'api-key-00000001' })
    expect(first.status).toBe(201)
    const created = (await first.json()) as { followUp: { id: number }; message: string }
    expect(created.message).toBe(FOLLOW_UP_MESSAGES.added)
    const again = await post(body, { 'idempotency-key': 'api-key-00000001' })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { followUp: { id: number } }).followUp.id).toBe(created.followUp.id)

    const list = await listRoute(
      apiRequest(`/api/admin/follow-ups?target=estimate&targetId=${leadId}`, { token: staff.sales.token }),
      routeContext(),
    )
    expect(list.status).toBe(200)
    const { followUps: items } = (await list.json()) as { followUps: { id: number; note: string }[] }
    expect(items.filter((f) => f.id === created.followUp.id).map((f) => f.note)).toEqual(['API'])
  })

  it('answers bad input with 400 and the field, a missing record with 404, never 500', async () => {
    const base = { target: 'estimate', targetId: leadId, due: tomorrow(), assigneeId: staff.sales.id }
    const past = await post({ ...base, due: '2020-01-01T09:00' })
    expect(past.status).toBe(400)
    expect(await past.json()).toEqual({
      message: FOLLOW_UP_MESSAGES.duePast,
      errors: { due: FOLLOW_UP_MESSAGES.duePast },
    })
    expect((await post({ ...base, assigneeId: 'abc' })).status).toBe(400)
    expect((await post(null)).status).toBe(400)
    const notJson = await postRoute(
      new Request('http://localhost/api/admin/follow-ups', {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.sales.token}`, 'content-type': 'application/json' },
        body: '{',
      }),
      routeContext(),
    )
    expect(notJson.status).toBe(400)
    expect((await post({ ...base, targetId: 999_999 })).status).toBe(404)
    expect(
      (
        await listRoute(
          apiRequest('/api/admin/follow-ups?target=x', { token: staff.sales.token }),
          routeContext(),
        )
      ).status,
    ).toBe(400)
  })

  it('marks done with the version (200), refuses a stale one (409) and an unknown id (404)', async () => {
    const { followUp } = await addFollowUp(staff.admin, {
      target: 'contact',
      targetId: contactId,
      dueAt: new Date(Date.now() + 7_200_000),
      assigneeId: staff.sales.id,
      note: 'API done',
    })
    const patch = (id: string, body: unknown) =>
      patchRoute(
        apiRequest(`/api/admin/follow-ups/${id}`, { method: 'PATCH', token: staff.sales.token, body }),
        routeContext({ id }),
      )
    const version = followUp.updatedAt.toISOString()
    const done = await patch(String(followUp.id), { updatedAt: version, done: true })
    expect(done.status).toBe(200)
    expect(((await done.json()) as { followUp: { doneBy: string } }).followUp.doneBy).toBe(
      staff.sales.username,
    )
    expect((await patch(String(followUp.id), { updatedAt: version, done: false })).status).toBe(409)
    expect((await patch('999999', { updatedAt: version, done: true })).status).toBe(404)
    expect((await patch('abc', { updatedAt: version, done: true })).status).toBe(404)
    expect((await patch(String(followUp.id), { done: true })).status).toBe(400)
  })
})
