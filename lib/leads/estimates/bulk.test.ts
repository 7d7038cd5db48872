import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { updateLeadsManyAction } from '@/lib/leads/estimates/actions'
import { auditLog, estimateRequests, leadEvents, lostReasons } from '@/db/schema'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { createStaff } from '@/tests/helpers/admin-users'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { updateLead } from './mutations'
import { LEAD_MESSAGES } from './statuses'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

async function insertLead(firstName: string, values: Partial<typeof estimateRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(estimateRequests)
    .values({ firstName, lastName: 'Bulk', ...values })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

const target = (row: { id: number; updatedAt: Date }) => ({
  id: row.id,
  updatedAt: row.updatedAt.toISOString(),
})

async function rowsOf(ids: number[]) {
  return db()
    .select()
    .from(estimateRequests)
    .where(inArray(estimateRequests.id, ids))
    .orderBy(estimateRequests.id)
}

async function eventsOf(id: number) {
  return db()
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, id)))
    .orderBy(leadEvents.id)
}

async function auditsOf(id: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'estimate'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id)
}

describe('bulk changes on the leads desk', () => {
  it('assigns a rep to the ticked leads, each with its history and audit entry, and skips one a colleague changed', async () => {
    const { user: rep } = await createStaff(db(), { role: 'sales' })
    const { user: colleague } = await createStaff(db(), { role: 'sales' })
    // One after another, so the ids (and the order the answer lists them in) follow the names.
    const one = await insertLead('Ana')
    const two = await insertLead('Ben')
    const raced = await insertLead('Cara')
    const already = await insertLead('Dan', { salesRep: rep.username })
    // A colleague assigns Cara after the list was loaded: the bulk change must not overwrite it.
    await updateLead(colleague, raced.id, {
      updatedAt: target(raced).updatedAt,
      salesRep: colleague.username,
    })

    signInAs(users.sales.token)
    const result = await updateLeadsManyAction({
      leads: [target(one), target(two), target(raced), target(already), target(one)],
      salesRep: rep.username,
    })
    expect(result).toEqual({
      ok: true,
      message:
        '2 leads changed. 1 lead needed no change. Skipped 1 lead: Cara Bulk (a colleague changed it after you loaded the list). Reload the list to see their changes.',
      data: {
        changed: [one.id, two.id],
        unchanged: [already.id],
        skipped: [{ id: raced.id, name: 'Cara Bulk', reason: 'changed' }],
      },
    })
    const rows = await rowsOf([one.id, two.id, raced.id, already.id])
    expect(rows.map((r) => r.salesRep)).toEqual([
      rep.username,
      rep.username,
      colleague.username,
      rep.username,
    ])
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(one.updatedAt.getTime())
    expect(rows[3]?.updatedAt.getTime()).toBe(already.updatedAt.getTime())

    for (const lead of [one, two]) {
      expect((await eventsOf(lead.id)).map((e) => [e.actor, e.action, e.fromValue, e.toValue])).toEqual([
        [users.sales.username, 'sales_rep', null, rep.username],
      ])
      const audits = await auditsOf(lead.id)
      expect(audits).toHaveLength(1)
      expect(audits[0]).toMatchObject({ actorUsername: users.sales.username, action: 'update' })
      expect(audits[0]?.after).toEqual({ salesRep: rep.username })
    }
    // The raced lead keeps only the colleague's change; the lead that already had the rep gets nothing.
    expect((await eventsOf(raced.id)).map((e) => e.actor)).toEqual([colleague.username])
    expect(await eventsOf(already.id)).toEqual([])
    expect(await auditsOf(already.id)).toEqual([])
  })

  it('changes the status, with one lost reason for all, and names a lead that is gone', async () => {
    const one = await insertLead('Eve', { status: 'quoted' })
    const two = await insertLead('Finn')
    signInAs(users.operations.token)
    expect(await updateLeadsManyAction({ leads: [target(one)], status: 'lost' })).toMatchObject({
      ok: false,
      status: 400,
      message: LEAD_MESSAGES.lostReasonRequired,
    })
    const [reason] = await db().insert(lostReasons).values({ label: 'Went with a concrete pool' }).returning()
    const result = await updateLeadsManyAction({
      leads: [target(one), target(two), { id: 999_999_999, updatedAt: new Date().toISOString() }],
      status: 'lost',
      lostReasonId: reason?.id,
    })
    expect(result).toMatchObject({
      ok: true,
      message:
        '2 leads changed. Skipped 1 lead: Lead #999999999 (it no longer exists). Reload the list to see their changes.',
    })
    const rows = await rowsOf([one.id, two.id])
    expect(rows.map((r) => [r.status, r.lostReasonId])).toEqual([
      ['lost', reason?.id],
      ['lost', reason?.id],
    ])
    expect((await eventsOf(one.id)).map((e) => [e.action, e.fromValue, e.toValue])).toEqual([
      ['status', 'quoted', 'lost'],
      ['lost_reason', null, 'Went with a concrete pool'],
    ])
    expect((await auditsOf(two.id))[0]?.after).toMatchObject({ status: 'lost', lostReasonId: reason?.id })
  })

  it('refuses an unknown rep, a bad selection and an anonymous caller, changing nothing', async () => {
    const { user: gone } = await createStaff(db(), { role: 'sales', isActive: false })
    const one = await insertLead('Gina')
    const two = await insertLead('Hal')
    signInAs(users.admin.token)
    // Refused as a whole: no lead of the selection changes.
    expect(
      await updateLeadsManyAction({ leads: [target(one), target(two)], salesRep: gone.username }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'Choose an active staff member as the sales rep.',
    })
    const count = { ok: false, status: 400, message: 'Choose between 1 and 100 leads.' }
    expect(await updateLeadsManyAction({ leads: [], status: 'contacted' })).toMatchObject(count)
    expect(
      await updateLeadsManyAction({
        leads: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, updatedAt: new Date().toISOString() })),
        status: 'contacted',
      }),
    ).toMatchObject(count)
    expect(await updateLeadsManyAction({ leads: [target(one)] })).toMatchObject({
      ok: false,
      message: 'Nothing to change.',
    })
    expect(await updateLeadsManyAction({ leads: [target(one)], status: 'sold' })).toMatchObject({
      ok: false,
      status: 400,
    })
    signInAs(null)
    expect(await updateLeadsManyAction({ leads: [target(one)], status: 'contacted' })).toMatchObject({
      ok: false,
      status: 401,
    })
    const rows = await rowsOf([one.id, two.id])
    expect(rows.map((r) => [r.status, r.salesRep])).toEqual([
      ['new', null],
      ['new', null],
    ])
    expect(await eventsOf(one.id)).toEqual([])
  })
})
