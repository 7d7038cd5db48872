/**
 * Editing an open follow-up: due time, note and assignee change on the version seen, with the
 * adding rules for the due time, history and audit; a done follow-up, a stale version, and a
 * deactivated or deleted assignee are refused with a message, through the action and the API.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { editFollowUpAction } from '@/lib/follow-ups/actions'
import { PATCH as patchRoute } from '@/app/api/admin/follow-ups/[id]/route'
import { adminUsers, auditLog, estimateRequests, followUps, leadEvents } from '@/db/schema'
import { toDateTimeLocal } from '@/lib/format'
import { describeLeadEvent } from '@/lib/leads/history'
import { createRoleAdmins, createTestAdmin, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { apiRequest, routeContext } from '@/tests/helpers/admin-users'
import { testDriver, useTestDatabase } from '@/tests/helpers/test-db'
import { addFollowUp, setFollowUpDone, type FollowUpRow } from './mutations'
import { FOLLOW_UP_MESSAGES } from './rules'
import { followUpEditSchema } from './schemas'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let staff: Record<'admin' | 'operations' | 'sales', TestAdmin>
let leadId: number

const inDays = (days: number) => toDateTimeLocal(new Date(Date.now() + days * 86_400_000))

async function open(note = 'Call about the quote'): Promise<FollowUpRow> {
  const { followUp } = await addFollowUp(staff.sales, {
    target: 'estimate',
    targetId: leadId,
    dueAt: new Date(Date.now() + 86_400_000),
    assigneeId: staff.sales.id,
    note,
  })
  return followUp
}

beforeAll(async () => {
  staff = await createRoleAdmins(db())
  const [lead] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Edit', lastName: 'Lead', phone: '3525550100' })
    .returning()
  leadId = lead!.id
})

describe(`editing a follow-up on ${testDriver}`, () => {
  it('changes the time, note and assignee on the version seen, with history and audit', async () => {
    const before = await open()
    signInAs(staff.sales.token)
    const due = inDays(3).slice(0, 11) + '10:30'
    const saved = await editFollowUpAction(before.id, {
      updatedAt: before.updatedAt.toISOString(),
      due,
      assigneeId: String(staff.operations.id),
      note: 'Bring the 16x32 quote',
    })
    expect(saved).toMatchObject({ ok: true, message: FOLLOW_UP_MESSAGES.edited })
    const [after] = await db().select().from(followUps).where(eq(followUps.id, before.id))
    expect(after).toMatchObject({ assigneeId: staff.operations.id, note: 'Bring the 16x32 quote' })
    expect(toDateTimeLocal(after!.dueAt)).toBe(due)

    const [event] = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.action, 'follow_up_edited')))
    expect(event?.toValue).toContain(`for ${staff.operations.username}: Bring the 16x32 quote`)
    expect(event?.fromValue).toContain(`for ${staff.sales.username}: Call about the quote`)
    expect(describeLeadEvent(event!)).toMatch(
      new RegExp(`^${staff.sales.username} changed a follow-up — due .* \\(was .*\\)$`),
    )
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'follow_up'),
          eq(auditLog.entityId, String(before.id)),
          eq(auditLog.action, 'update'),
        ),
      )
    expect(audit).toMatchObject({
      before: { assigneeId: staff.sales.id, note: 'Call about the quote' },
      after: { assigneeId: staff.operations.id, note: 'Bring the 16x32 quote' },
    })

    // The version the rep saw is gone now: a second save from the old page is refused.
    const stale = await editFollowUpAction(before.id, {
      updatedAt: before.updatedAt.toISOString(),
      due,
      assigneeId: String(staff.sales.id),
    })
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: true })
  })

  it('reads the due time by the adding rules: earlier today warns; past days, the DST hour and far years are refused', () => {
    // Tuesday 2026-03-03, 3 PM Eastern (EST).
    const now = new Date('2026-03-03T20:00:00Z')
    const schema = followUpEditSchema(() => now)
    const check = (due: string) => schema.safeParse({ updatedAt: now.toISOString(), due, assigneeId: 1 })
    const earlier = check('2026-03-03T09:00')
    expect(earlier.success && earlier.data.due.overdue).toBe(true)
    expect(check('2026-03-02T16:00').error?.issues[0]?.message).toBe(FOLLOW_UP_MESSAGES.duePast)
    expect(check('2026-03-08T02:30').error?.issues[0]?.message).toBe(
      FOLLOW_UP_MESSAGES.dueInDstGap('Mar 8, 2026, 2:30 AM'),
    )
    expect(check('2062-03-03T10:00').error?.issues[0]?.message).toBe(FOLLOW_UP_MESSAGES.dueTooFar)
    // The repeated fall-back hour is a real time and is accepted.
    expect(check('2026-11-01T01:30').success).toBe(true)
  })

  it('refuses a deactivated or deleted assignee, and a done follow-up, with a message', async () => {
    const item = await open('Refusals')
    const inactive = await createTestAdmin(db(), 'sales')
    await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, inactive.id))
    const deleted = await createTestAdmin(db(), 'sales')
    await db().delete(adminUsers).where(eq(adminUsers.id, deleted.id))
    signInAs(staff.sales.token)
    for (const user of [inactive, deleted]) {
      const refused = await editFollowUpAction(item.id, {
        updatedAt: item.updatedAt.toISOString(),
        due: inDays(2),
        assigneeId: user.id,
      })
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { assigneeId: FOLLOW_UP_MESSAGES.assigneeInactive },
      })
    }
    const done = await setFollowUpDone(staff.sales, item.id, {
      done: true,
      updatedAt: item.updatedAt.toISOString(),
    })
    const refused = await editFollowUpAction(item.id, {
      updatedAt: done.updatedAt.toISOString(),
      due: inDays(2),
      assigneeId: staff.sales.id,
    })
    expect(refused).toMatchObject({ ok: false, status: 409, message: FOLLOW_UP_MESSAGES.editDone })
    const [row] = await db().select().from(followUps).where(eq(followUps.id, item.id))
    expect(row).toMatchObject({ assigneeId: staff.sales.id, note: 'Refusals' })
  })

  it('PATCH /api/admin/follow-ups/{id} edits (200), refuses bad input (400), a stale version (409) and an unknown id (404)', async () => {
    const item = await open('API edit')
    const patch = (id: string, body: unknown) =>
      patchRoute(
        apiRequest(`/api/admin/follow-ups/${id}`, { method: 'PATCH', token: staff.sales.token, body }),
        routeContext({ id }),
      )
    const version = item.updatedAt.toISOString()
    const ok = await patch(String(item.id), {
      updatedAt: version,
      due: inDays(5),
      assigneeId: staff.admin.id,
      note: 'Moved',
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({
      followUp: { note: 'Moved', assigneeId: staff.admin.id },
      message: FOLLOW_UP_MESSAGES.edited,
    })
    const bad = await patch(String(item.id), {
      updatedAt: version,
      due: '2020-01-01T10:00',
      assigneeId: staff.admin.id,
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: FOLLOW_UP_MESSAGES.duePast })
    expect(
      (await patch(String(item.id), { updatedAt: version, due: inDays(6), assigneeId: staff.admin.id }))
        .status,
    ).toBe(409)
    expect(
      (await patch('999999', { updatedAt: version, due: inDays(6), assigneeId: staff.admin.id })).status,
    ).toBe(404)
  })
})
