import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, priceBookItems } from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { savePriceBookItemAction, setPriceBookItemActiveAction } from './actions'
import { listActivePriceBookItems, listPriceBookItems } from './queries'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

function input(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Variable-speed heat pump',
    description: 'Heats the pool from March to November.',
    category: 'equipment',
    unit: 'each',
    unitPrice: '5,200',
    includedInPackage: '',
    isActive: 'on',
    sortOrder: '10',
    ...overrides,
  }
}

async function created(overrides: Record<string, unknown> = {}) {
  const result = await savePriceBookItemAction(null, input(overrides))
  if (!result.ok) throw new Error(result.message)
  return result.data
}

describe('price-book actions', () => {
  it('refuses anonymous callers (401) and sales reps (403), writing nothing', async () => {
    signInAs(null)
    expect(await savePriceBookItemAction(null, input())).toMatchObject({ ok: false, status: 401 })
    signInAs(users.sales.token)
    expect(await savePriceBookItemAction(null, input())).toMatchObject({ ok: false, status: 403 })
    signInAs(users.operations.token)
    const item = await created({ name: 'Salt system' })
    signInAs(users.sales.token)
    expect(await setPriceBookItemActiveAction(item.id, item.updatedAt, false)).toMatchObject({
      ok: false,
      status: 403,
    })
    const [row] = await db().select().from(priceBookItems).where(eq(priceBookItems.id, item.id))
    expect(row?.isActive).toBe(true)
    expect(
      await db().select().from(priceBookItems).where(eq(priceBookItems.name, 'Variable-speed heat pump')),
    ).toEqual([])
  })

  it('creates an item in cents with an audit row, as operations', async () => {
    signInAs(users.operations.token)
    const item = await created({ unitPrice: '$13.50', unit: 'sq_ft', includedInPackage: 'on' })
    const [row] = await db().select().from(priceBookItems).where(eq(priceBookItems.id, item.id))
    expect(row).toMatchObject({
      name: 'Variable-speed heat pump',
      unit: 'sq_ft',
      unitPriceCents: 1_350,
      includedInPackage: true,
      isActive: true,
      sortOrder: 10,
    })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'price-book-item'), eq(auditLog.entityId, String(item.id))))
    expect(audit).toMatchObject({ action: 'create', actorUsername: users.operations.username })
  })

  it('answers bad input with the field’s message and changes nothing', async () => {
    signInAs(users.admin.token)
    const result = await savePriceBookItemAction(
      null,
      input({ name: ' ', unitPrice: '10,000,000.01', unit: 'gallon', category: 'toys', sortOrder: '-1' }),
    )
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        name: 'Name is required',
        unitPrice: 'Unit price can be at most $10,000,000',
        unit: 'Choose a valid unit',
        category: 'Choose a valid category',
        sortOrder: 'Sort order must be at least 0',
      },
    })
    expect(await savePriceBookItemAction(null, input({ unitPrice: '-20' }))).toMatchObject({
      ok: false,
      fieldErrors: { unitPrice: 'Unit price cannot be negative' },
    })
    expect(await savePriceBookItemAction(null, input({ unitPrice: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { unitPrice: 'Unit price is required' },
    })
    expect(
      await db().select().from(priceBookItems).where(eq(priceBookItems.unitPriceCents, 1_000_000_001)),
    ).toEqual([])
  })

  it('edits on the version it was opened with: a stale version is a 409 conflict', async () => {
    signInAs(users.operations.token)
    const item = await created({ name: 'Screen enclosure', unit: 'sq_ft', unitPrice: '13.50' })
    const edited = await savePriceBookItemAction(
      item.id,
      input({ name: 'Screen enclosure', unitPrice: '14', updatedAt: item.updatedAt }),
    )
    expect(edited).toMatchObject({ ok: true, message: 'Price-book item “Screen enclosure” saved.' })
    const stale = await savePriceBookItemAction(item.id, input({ unitPrice: '1', updatedAt: item.updatedAt }))
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: true, message: STALE_EDIT_MESSAGE })
    const missing = await savePriceBookItemAction(item.id, input({ unitPrice: '1' }))
    expect(missing).toMatchObject({ ok: false, status: 409 })
    const [row] = await db().select().from(priceBookItems).where(eq(priceBookItems.id, item.id))
    expect(row?.unitPriceCents).toBe(1_400)
    expect(await savePriceBookItemAction(999_999, input({ updatedAt: item.updatedAt }))).toMatchObject({
      ok: false,
      status: 404,
    })
  })

  it('deactivates and reactivates, hiding the item from quoting but keeping it listed', async () => {
    signInAs(users.admin.token)
    const item = await created({ name: 'Travertine deck' })
    const off = await setPriceBookItemActiveAction(item.id, item.updatedAt, false)
    if (!off.ok) throw new Error(off.message)
    expect(off.message).toContain('deactivated')
    expect((await listActivePriceBookItems()).map((i) => i.id)).not.toContain(item.id)
    const inactive = await listPriceBookItems({ status: 'inactive' })
    expect(inactive.items.map((i) => i.id)).toContain(item.id)
    expect(inactive.counts.inactive).toBeGreaterThanOrEqual(1)
    expect(await setPriceBookItemActiveAction(item.id, item.updatedAt, true)).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await setPriceBookItemActiveAction(item.id, 'yesterday', true)).toMatchObject({
      ok: false,
      status: 400,
    })
    const on = await setPriceBookItemActiveAction(item.id, off.data.updatedAt, true)
    expect(on).toMatchObject({ ok: true })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'price-book-item'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({ action: 'activate', actorUsername: users.admin.username })
  })
})
