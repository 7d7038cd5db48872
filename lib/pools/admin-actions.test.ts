import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, manufacturers, pools } from '@/db/schema'
import { StaleEditError, STALE_EDIT_MESSAGE } from '@/lib/errors'
import { MISSING_VERSION_MESSAGE } from '@/lib/write/fields-schema'
import { CacheTags, cached } from '@/lib/cache'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import {
  deletePoolAction,
  duplicatePoolAction,
  savePoolAction,
  setPoolActiveAction,
} from '@/lib/pools/actions'
import { deletePool } from './mutations'
import { listPools } from './admin-queries'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
  await db()
    .insert(manufacturers)
    .values([
      { name: 'Latham Pools', displayOrder: 1 },
      { name: 'San Juan Pools', displayOrder: 2 },
    ])
})

function poolInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Lagoon 16',
    model: 'TL-16',
    manufacturer: 'San Juan Pools',
    brand: '',
    series: 'Coastal',
    size: '16x32',
    sizeCategory: 'Medium',
    dimensions: "16' x 32'",
    lengthFt: '32',
    widthFt: '16',
    depth: "3'6\" - 6'",
    volume: '18,000 gallons',
    shape: 'Freeform',
    builtInSpa: 'Yes',
    features: 'Tanning ledge\nBench seating\n\n',
    material: 'Fiberglass',
    warranty: 'Lifetime structural and surface',
    finishOptions: 'Sapphire Blue\nPearl White',
    productUrl: 'https://example.com/tl-16',
    images: [
      { url: '/uploads/pools/2026/01/a.webp', alt: 'Test Lagoon from above' },
      { url: '/images/pools/b.webp', alt: 'Test Lagoon at dusk' },
    ],
    description: 'A freeform pool with a tanning ledge.',
    price: '$58,900',
    installationTime: '10-14 days',
    isActive: 'on',
    ...overrides,
  }
}

async function lastAudit() {
  const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return row
}

describe('pool actions: permissions', () => {
  it('refuses anonymous visitors with 401 and sales with 403, creating nothing', async () => {
    signInAs(null)
    const anonymous = await savePoolAction(null, poolInput({ name: 'Anon pool' }))
    expect(anonymous).toMatchObject({ ok: false, status: 401 })
    signInAs(users.sales.token)
    const sales = await savePoolAction(null, poolInput({ name: 'Sales pool' }))
    expect(sales).toMatchObject({ ok: false, status: 403 })
    signInAs(users.sales.token)
    expect(await deletePoolAction(1, new Date().toISOString())).toMatchObject({ ok: false, status: 403 })
    const rows = await db().select().from(pools)
    expect(rows.map((r) => r.name)).not.toContain('Anon pool')
    expect(rows.map((r) => r.name)).not.toContain('Sales pool')
  })

  it('lets operations and admin create pools', async () => {
    for (const role of ['operations', 'admin'] as const) {
      signInAs(users[role].token)
      const result = await savePoolAction(null, poolInput({ name: `Pool by ${role}` }))
      expect(result.ok).toBe(true)
    }
  })
})

describe('pool actions: create and validation', () => {
  it('stores every field, spreads images over the image columns and audits the write', async () => {
    signInAs(users.operations.token)
    let loads = 0
    const read = () => cached('test:pools', [CacheTags.pools], async () => ++loads)
    await read()
    const result = await savePoolAction(null, poolInput())
    expect(result).toMatchObject({ ok: true, message: 'Pool “Test Lagoon 16” created.' })
    if (!result.ok) return
    const [row] = await db().select().from(pools).where(eq(pools.id, result.data.id))
    expect(row).toMatchObject({
      name: 'Test Lagoon 16',
      brand: 'San Juan Pools',
      manufacturer: 'San Juan Pools',
      sizeCategory: 'Medium',
      lengthFt: 32,
      widthFt: 16,
      builtInSpa: 'Yes',
      features: ['Tanning ledge', 'Bench seating'],
      finishOptions: ['Sapphire Blue', 'Pearl White'],
      price: 58900,
      isActive: true,
      imageUrl: '/uploads/pools/2026/01/a.webp',
      imageUrl1: '/uploads/pools/2026/01/a.webp',
      image2Url: '/images/pools/b.webp',
      image3Url: null,
      imageAlts: ['Test Lagoon from above', 'Test Lagoon at dusk'],
    })
    expect(await read()).toBe(2) // the public cache was invalidated
    const audit = await lastAudit()
    expect(audit).toMatchObject({
      actorUsername: users.operations.username,
      action: 'create',
      entity: 'pool',
      entityId: String(result.data.id),
    })
    expect(audit?.after).toMatchObject({ name: 'Test Lagoon 16' })
  })

  it('defaults brand and manufacturer to the first manufacturer when both are blank', async () => {
    signInAs(users.operations.token)
    const result = await savePoolAction(null, poolInput({ name: 'No maker', manufacturer: '', brand: '' }))
    if (!result.ok) throw new Error(result.message)
    const [row] = await db().select().from(pools).where(eq(pools.id, result.data.id))
    expect(row).toMatchObject({ brand: 'Latham Pools', manufacturer: 'Latham Pools' })
  })

  it('answers invalid input with errors on the fields', async () => {
    signInAs(users.operations.token)
    const result = await savePoolAction(
      null,
      poolInput({
        name: '   ',
        price: 'lots',
        sizeCategory: 'Huge',
        productUrl: 'javascript:alert(1)',
        images: [{ url: '/uploads/pools/x.webp', alt: '' }],
      }),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(result.fieldErrors).toMatchObject({
      name: 'Name is required',
      price: 'Price must be a number',
      sizeCategory: 'Choose a size category from the list',
      productUrl: 'Product page must be a web address (https://…) or a path starting with /',
      'images.0.alt': 'Alt text is required',
    })
  })
})

describe('pool actions: edit, stale edits, duplicate, deactivate, delete', () => {
  it('saves an edit made on the current version and refuses a stale one', async () => {
    signInAs(users.operations.token)
    const created = await savePoolAction(null, poolInput({ name: 'Concurrency pool' }))
    if (!created.ok) throw new Error(created.message)
    const { id, updatedAt: opened } = created.data

    const first = await savePoolAction(id, poolInput({ name: 'Renamed by Ann', updatedAt: opened }))
    expect(first).toMatchObject({ ok: true })

    signInAs(users.admin.token)
    const stale = await savePoolAction(id, poolInput({ name: 'Renamed by Bob', updatedAt: opened }))
    expect(stale).toEqual({ ok: false, status: 409, conflict: true, message: STALE_EDIT_MESSAGE })
    const [row] = await db().select().from(pools).where(eq(pools.id, id))
    expect(row?.name).toBe('Renamed by Ann')

    const withoutVersion = await savePoolAction(id, poolInput({ name: 'No version' }))
    expect(withoutVersion).toMatchObject({ ok: false, conflict: true })
  })

  it('deactivates, duplicates as inactive and deletes with confirmation of the version', async () => {
    signInAs(users.operations.token)
    const created = await savePoolAction(null, poolInput({ name: 'Lifecycle pool' }))
    if (!created.ok) throw new Error(created.message)
    const { id } = created.data

    const off = await setPoolActiveAction(id, created.data.updatedAt, false)
    if (!off.ok) throw new Error(off.message)
    expect((await db().select().from(pools).where(eq(pools.id, id)))[0]?.isActive).toBe(false)
    expect(await lastAudit()).toMatchObject({ action: 'deactivate', entityId: String(id) })
    const inactive = await listPools({
      q: 'Lifecycle',
      manufacturer: '',
      sizeCategory: '',
      status: 'inactive',
      page: 1,
    })
    expect(inactive.items.map((p) => p.name)).toEqual(['Lifecycle pool'])

    const copy = await duplicatePoolAction(id)
    if (!copy.ok) throw new Error(copy.message)
    const [copied] = await db().select().from(pools).where(eq(pools.id, copy.data.id))
    expect(copied).toMatchObject({ name: 'Lifecycle pool (copy)', isActive: false, series: 'Coastal' })
    expect(copied?.imageAlts).toEqual(['Test Lagoon from above', 'Test Lagoon at dusk'])

    const stale = await deletePoolAction(id, created.data.updatedAt)
    expect(stale).toMatchObject({ ok: false, conflict: true })
    const deleted = await deletePoolAction(id, off.data.updatedAt)
    expect(deleted).toMatchObject({ ok: true, message: 'Pool “Lifecycle pool” deleted.' })
    expect(await db().select().from(pools).where(eq(pools.id, id))).toEqual([])
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'pool', entityId: String(id) })
    expect(await deletePoolAction(id, off.data.updatedAt)).toMatchObject({ ok: false, status: 404 })
  })

  it('refuses a delete without the version the pool was seen at, and keeps the pool', async () => {
    signInAs(users.operations.token)
    const created = await savePoolAction(null, poolInput({ name: 'Versioned delete pool' }))
    if (!created.ok) throw new Error(created.message)
    const id = created.data.id
    for (const missing of [undefined, '', 'yesterday']) {
      expect(await deletePoolAction(id, missing as unknown as string)).toMatchObject({
        ok: false,
        status: 400,
        message: MISSING_VERSION_MESSAGE,
        fieldErrors: { updatedAt: MISSING_VERSION_MESSAGE },
      })
    }
    expect(await db().select({ id: pools.id }).from(pools).where(eq(pools.id, id))).toEqual([{ id }])
    // The data layer refuses too, whoever calls it.
    await expect(deletePool(users.operations, id, '')).rejects.toBeInstanceOf(StaleEditError)
    expect(await deletePoolAction(id, created.data.updatedAt)).toMatchObject({ ok: true })
  })

  it('finds pools by search text, manufacturer and size category', async () => {
    signInAs(users.operations.token)
    await savePoolAction(
      null,
      poolInput({ name: 'Searchable Plunge', sizeCategory: 'Plunge', manufacturer: 'Latham Pools' }),
    )
    const byText = await listPools({
      q: 'searchable',
      manufacturer: '',
      sizeCategory: '',
      status: 'all',
      page: 1,
    })
    expect(byText.items.map((p) => p.name)).toEqual(['Searchable Plunge'])
    const bySize = await listPools({
      q: '',
      manufacturer: 'Latham Pools',
      sizeCategory: 'Plunge',
      status: 'active',
      page: 1,
    })
    expect(bySize.items.every((p) => p.sizeCategory === 'Plunge' && p.manufacturer === 'Latham Pools')).toBe(
      true,
    )
    expect(bySize.total).toBeGreaterThanOrEqual(1)
    const none = await listPools({ q: '100%_', manufacturer: '', sizeCategory: '', status: 'all', page: 1 })
    expect(none.total).toBe(0)
  })
})
