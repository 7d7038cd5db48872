import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, manufacturers, pools } from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { CacheTags, cached } from '@/lib/cache'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import {
  deleteManufacturerAction,
  saveManufacturerAction,
  setManufacturerEnabledAction,
} from '@/lib/manufacturers/actions'
import { manufacturerFormSchema, parseDescription } from './schema'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

function input(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Coastal Fiberglass',
    description: 'Lifetime warranty – Structural coverage\nMade in Florida - Built in Tampa',
    logo: '🌴',
    iconLogo: '/uploads/manufacturers/2026/01/logo.webp',
    enabled: 'on',
    website: 'https://coastal.example',
    displayOrder: '5',
    ...overrides,
  }
}

describe('manufacturer schema', () => {
  it("stores description lines as 'title – text' and refuses lines without both parts", () => {
    const ok = manufacturerFormSchema.parse(input())
    expect(ok.description).toBe('Lifetime warranty – Structural coverage\nMade in Florida – Built in Tampa')
    expect(parseDescription(ok.description)).toEqual([
      { title: 'Lifetime warranty', text: 'Structural coverage' },
      { title: 'Made in Florida', text: 'Built in Tampa' },
    ])
    const bad = manufacturerFormSchema.safeParse(input({ description: 'Good – line\nJust a title' }))
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe("Line 2 must be shaped 'title – text'")
  })

  it('accepts logos as uploads, web addresses, data URIs or emoji, and nothing else', () => {
    for (const logo of [
      '/uploads/x.webp',
      'https://cdn.example/logo.png',
      'data:image/png;base64,iVBORw0KGgo=',
      '🏊',
      '',
    ]) {
      expect(manufacturerFormSchema.safeParse(input({ logo })).success).toBe(true)
    }
    for (const logo of [
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(manufacturerFormSchema.safeParse(input({ logo })).success).toBe(false)
    }
  })
})

describe('manufacturer actions', () => {
  it('refuses anonymous (401) and sales (403)', async () => {
    signInAs(null)
    expect(await saveManufacturerAction(null, input())).toMatchObject({ ok: false, status: 401 })
    signInAs(users.sales.token)
    expect(await saveManufacturerAction(null, input())).toMatchObject({ ok: false, status: 403 })
    expect(await db().select().from(manufacturers)).toEqual([])
  })

  it('creates, edits, toggles and deletes with audit and cache invalidation', async () => {
    signInAs(users.operations.token)
    let loads = 0
    const read = () => cached('test:makers', [CacheTags.manufacturers], async () => ++loads)
    await read()
    const created = await saveManufacturerAction(null, input())
    if (!created.ok) throw new Error(created.message)
    expect(await read()).toBe(2)
    const [row] = await db().select().from(manufacturers).where(eq(manufacturers.id, created.data.id))
    expect(row).toMatchObject({ name: 'Coastal Fiberglass', enabled: true, displayOrder: 5, logo: '🌴' })

    const disabled = await setManufacturerEnabledAction(created.data.id, created.data.updatedAt, false)
    if (!disabled.ok) throw new Error(disabled.message)
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({
      action: 'disable',
      entity: 'manufacturer',
      actorUsername: users.operations.username,
    })

    signInAs(users.admin.token)
    const stale = await saveManufacturerAction(created.data.id, input({ updatedAt: created.data.updatedAt }))
    expect(stale).toMatchObject({ ok: false, conflict: true, message: STALE_EDIT_MESSAGE })

    const invalid = await saveManufacturerAction(
      created.data.id,
      input({ name: '', displayOrder: '-1', updatedAt: disabled.data.updatedAt }),
    )
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { name: 'Name is required', displayOrder: 'Display order must be at least 0' },
    })

    const removed = await deleteManufacturerAction(created.data.id, disabled.data.updatedAt)
    expect(removed).toMatchObject({ ok: true })
    expect(await db().select().from(manufacturers).where(eq(manufacturers.id, created.data.id))).toEqual([])
  })

  it('renames the maker on its pools when the manufacturer is renamed, in the same change', async () => {
    signInAs(users.operations.token)
    const created = await saveManufacturerAction(null, input({ name: 'Old Maker' }))
    if (!created.ok) throw new Error(created.message)
    await db()
      .insert(pools)
      .values([
        { name: 'P1', manufacturer: 'Old Maker', brand: 'Old Maker' },
        { name: 'P2', manufacturer: 'Someone Else', brand: 'Old Maker' },
        { name: 'P3', manufacturer: 'Someone Else', brand: 'Someone Else' },
      ])
    const renamed = await saveManufacturerAction(
      created.data.id,
      input({ name: 'New Maker', updatedAt: created.data.updatedAt }),
    )
    expect(renamed).toMatchObject({
      ok: true,
      message: 'Manufacturer “New Maker” saved. 2 pools renamed with it.',
    })
    const rows = await db()
      .select({ name: pools.name, manufacturer: pools.manufacturer, brand: pools.brand })
      .from(pools)
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'P1', manufacturer: 'New Maker', brand: 'New Maker' },
      { name: 'P2', manufacturer: 'Someone Else', brand: 'New Maker' },
      { name: 'P3', manufacturer: 'Someone Else', brand: 'Someone Else' },
    ])
    // Each pool renamed has its own audit row, written with the manufacturer's.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pool'), eq(auditLog.action, 'rename-maker')))
    const byPool = new Map(
      (await db().select({ id: pools.id, name: pools.name }).from(pools)).map((p) => [String(p.id), p.name]),
    )
    expect(
      audits
        .map((a) => ({ pool: byPool.get(a.entityId ?? ''), before: a.before, after: a.after }))
        .sort((a, b) => String(a.pool).localeCompare(String(b.pool))),
    ).toEqual([
      {
        pool: 'P1',
        before: { manufacturer: 'Old Maker', brand: 'Old Maker' },
        after: { manufacturer: 'New Maker', brand: 'New Maker', manufacturerId: created.data.id },
      },
      {
        pool: 'P2',
        before: { brand: 'Old Maker' },
        after: { brand: 'New Maker', manufacturerId: created.data.id },
      },
    ])
    expect(audits.every((a) => a.actorUsername === users.operations.username)).toBe(true)
  })
})
