/**
 * The lead sources and lost reasons staff keep (issue 35 §1, §5): added, renamed and deactivated
 * by admin and operations with an audit row, refused to sales, a name taken (whatever its case)
 * refused on its field, a stale rename refused with the conflict message; the forms offer only the
 * active entries. PGlite, and PostgreSQL with TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, leadSources, lostReasons } from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { seedDemoData } from '@/lib/demo-data'
import { useTestDatabase } from '@/tests/helpers/test-db'
import {
  saveLeadSourceAction,
  saveLostReasonAction,
  setLeadSourceActiveAction,
  setLostReasonActiveAction,
} from './actions'
import { leadSourceChoices, lostReasonChoices } from './queries'
import { LEAD_LIST_MESSAGES } from './schemas'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
  // The demo lists: Phone call … Social media message, and the lost reasons with Other.
  await seedDemoData(db())
})

function ok<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message)
  return result.data
}

describe('lead sources', () => {
  it('are added at the end, renamed and deactivated by operations, with audit rows', async () => {
    signInAs(users.operations.token)
    const first = ok(await saveLeadSourceAction(null, { name: '  Radio ad ' }))
    const second = ok(await saveLeadSourceAction(null, { name: 'Home show 2026' }))
    const rows = await db().select().from(leadSources).orderBy(leadSources.sortOrder)
    expect(rows.map((r) => r.name).slice(-2)).toEqual(['Radio ad', 'Home show 2026'])

    const renamed = ok(
      await saveLeadSourceAction(first.id, { updatedAt: first.updatedAt, name: 'Radio (WOCA)' }),
    )
    expect((await leadSourceChoices()).map((c) => c.name)).toContain('Radio (WOCA)')
    ok(await setLeadSourceActiveAction(second.id, second.updatedAt, false))
    expect((await leadSourceChoices()).map((c) => c.name)).not.toContain('Home show 2026')

    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead-source'), eq(auditLog.entityId, String(first.id))))
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update'])
    expect(renamed.updatedAt).not.toBe(first.updatedAt)
  })

  it('refuses a name already used, whatever its case, and a stale rename; sales may not change them', async () => {
    signInAs(users.admin.token)
    const taken = await saveLeadSourceAction(null, { name: 'phone CALL' })
    expect(taken).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { name: LEAD_LIST_MESSAGES.sourceTaken('phone CALL') },
    })
    const empty = await saveLeadSourceAction(null, { name: '   ' })
    expect(empty).toMatchObject({ ok: false, status: 400, fieldErrors: { name: 'Name is required' } })

    const row = ok(await saveLeadSourceAction(null, { name: 'Yard sign (north)' }))
    ok(await saveLeadSourceAction(row.id, { updatedAt: row.updatedAt, name: 'Yard sign (N)' }))
    const stale = await saveLeadSourceAction(row.id, { updatedAt: row.updatedAt, name: 'Yard sign (S)' })
    expect(stale).toMatchObject({ ok: false, status: 409, message: STALE_EDIT_MESSAGE })
    const [kept] = await db().select().from(leadSources).where(eq(leadSources.id, row.id))
    expect(kept?.name).toBe('Yard sign (N)')

    signInAs(users.sales.token)
    expect(await saveLeadSourceAction(null, { name: 'Billboard' })).toMatchObject({ ok: false, status: 403 })
    expect(await db().select().from(leadSources).where(eq(leadSources.name, 'Billboard'))).toEqual([])
  })
})

describe('lost reasons', () => {
  it("keep 'asks for a text', are offered while active, and refuse a taken label", async () => {
    signInAs(users.admin.token)
    const moved = ok(await saveLostReasonAction(null, { label: 'Moved away', requiresText: '' }))
    const other = (await lostReasonChoices()).find((r) => r.label === 'Other')
    expect(other?.requiresText).toBe(true)
    expect((await lostReasonChoices()).find((r) => r.id === moved.id)).toEqual({
      id: moved.id,
      label: 'Moved away',
      requiresText: false,
    })
    const changed = ok(
      await saveLostReasonAction(moved.id, {
        updatedAt: moved.updatedAt,
        label: 'Moved away',
        requiresText: 'on',
      }),
    )
    expect((await lostReasonChoices()).find((r) => r.id === moved.id)?.requiresText).toBe(true)
    ok(await setLostReasonActiveAction(moved.id, changed.updatedAt, false))
    expect((await lostReasonChoices()).map((r) => r.id)).not.toContain(moved.id)
    const [row] = await db().select().from(lostReasons).where(eq(lostReasons.id, moved.id))
    expect(row).toMatchObject({ isActive: false, requiresText: true })

    expect(await saveLostReasonAction(null, { label: 'price TOO high' })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { label: LEAD_LIST_MESSAGES.reasonTaken('price TOO high') },
    })
  })
})
