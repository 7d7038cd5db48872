/**
 * The manufacturers screen counts the pools the catalogue holds for each maker (spec 01 §3: a pool
 * names its maker in brand or manufacturer). Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { manufacturers, pools } from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { clearCache } from '@/lib/cache'
import { getActivePools } from '@/lib/pools/queries'
import { createTestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { updateManufacturer } from './mutations'
import { describeMakerPools } from './pool-match'
import { getManufacturerForEdit, listManufacturers } from './admin-queries'
import { manufacturerFormSchema } from './schema'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

beforeAll(async () => {
  await seedDemoData(db())
})

/** What the public catalogue (the active pools) holds per maker name, by the pools' own fields. */
async function catalogueCount(maker: string): Promise<number> {
  clearCache()
  const name = maker.trim().toLowerCase()
  return (await getActivePools()).filter((p) =>
    [p.manufacturer, p.brand].some((v) => v?.trim().toLowerCase() === name),
  ).length
}

describe('pools per manufacturer', () => {
  it('counts the demo catalogue: 24 Latham (and 1 inactive) and 23 San Juan pools, as the catalogue holds', async () => {
    const listed = await listManufacturers()
    const byName = new Map(listed.map((m) => [m.name, m]))
    expect(byName.get('Latham')).toMatchObject({ poolCount: 25, activePoolCount: 24 })
    expect(byName.get('San Juan')).toMatchObject({ poolCount: 23, activePoolCount: 23 })
    for (const maker of listed) {
      expect(maker.activePoolCount, maker.name).toBe(await catalogueCount(maker.name))
    }
    expect(describeMakerPools(byName.get('San Juan') ?? { poolCount: 0, activePoolCount: 0 })).toBe(
      '23 pools, all on the site',
    )
    expect(describeMakerPools(byName.get('Latham') ?? { poolCount: 0, activePoolCount: 0 })).toBe(
      '25 pools: 24 on the site, 1 hidden (inactive)',
    )
  })

  it('counts a pool named by brand only or by manufacturer only, in any case, and tells hidden ones apart', async () => {
    await db()
      .insert(pools)
      .values([
        { name: 'Brand only', brand: ' latham ', manufacturer: null },
        { name: 'Maker only', brand: null, manufacturer: 'SAN JUAN' },
        { name: 'Hidden Latham', brand: 'Latham', manufacturer: 'Latham', isActive: false },
      ])
    const listed = await listManufacturers()
    for (const maker of listed) {
      expect(maker.activePoolCount, maker.name).toBe(await catalogueCount(maker.name))
    }
    const latham = listed.find((m) => m.name === 'Latham')
    expect(latham).toMatchObject({ poolCount: 27, activePoolCount: 25 })
    expect(describeMakerPools(latham ?? { poolCount: 0, activePoolCount: 0 })).toBe(
      '27 pools: 25 on the site, 2 hidden (inactive)',
    )
    expect(listed.find((m) => m.name === 'San Juan')).toMatchObject({ poolCount: 24, activePoolCount: 24 })
    const [row] = await db().select().from(manufacturers).where(eq(manufacturers.name, 'Latham'))
    expect(await getManufacturerForEdit(row?.id ?? 0)).toMatchObject({ poolCount: 27, activePoolCount: 25 })
  })

  it('renames the maker on exactly the pools it counts', async () => {
    const [row] = await db().select().from(manufacturers).where(eq(manufacturers.name, 'San Juan'))
    if (!row) throw new Error('San Juan missing')
    const before = (await getManufacturerForEdit(row.id))?.poolCount
    const values = manufacturerFormSchema.parse({
      name: 'San Juan Pools',
      description: row.description ?? '',
      logo: row.logo ?? '',
      iconLogo: row.iconLogo ?? '',
      enabled: 'on',
      website: row.website ?? '',
      displayOrder: String(row.displayOrder),
      updatedAt: row.updatedAt.toISOString(),
    })
    const actor = await createTestAdmin(db(), 'admin')
    const { renamedPools } = await updateManufacturer(actor, row.id, values)
    expect(renamedPools).toBe(before)
    expect(await getManufacturerForEdit(row.id)).toMatchObject({ poolCount: before })
  })
})
