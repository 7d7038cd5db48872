import 'server-only'
import { asc, eq, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { manufacturers, pools } from '@/db/schema'
import { poolOfMaker, type MakerPoolCount } from './pool-match'

/** Pools per manufacturer (all, and active ones) by the one matching rule of pool-match. */
async function makerPoolCounts(db: Database, id?: number): Promise<Map<number, MakerPoolCount>> {
  const found = await db
    .select({
      id: manufacturers.id,
      poolCount: sql<number>`count(${pools.id})::int`,
      activePoolCount: sql<number>`(count(${pools.id}) filter (where ${pools.isActive}))::int`,
    })
    .from(manufacturers)
    .innerJoin(pools, poolOfMaker(manufacturers.name))
    .where(id === undefined ? undefined : eq(manufacturers.id, id))
    .groupBy(manufacturers.id)
  return new Map(
    found.map((r) => [r.id, { poolCount: Number(r.poolCount), activePoolCount: Number(r.activePoolCount) }]),
  )
}

const NO_POOLS: MakerPoolCount = { poolCount: 0, activePoolCount: 0 }

export async function listManufacturers() {
  const db = await getDb()
  const rows = await db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      logo: manufacturers.logo,
      enabled: manufacturers.enabled,
      website: manufacturers.website,
      displayOrder: manufacturers.displayOrder,
      description: manufacturers.description,
      updatedAt: manufacturers.updatedAt,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name))
  const counts = await makerPoolCounts(db)
  return rows.map((row) => ({
    ...row,
    ...(counts.get(row.id) ?? NO_POOLS),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

export type ManufacturerListItem = Awaited<ReturnType<typeof listManufacturers>>[number]

export async function getManufacturerForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id)).limit(1)
  if (!row) return null
  const counts = await makerPoolCounts(db, id)
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    ...(counts.get(id) ?? NO_POOLS),
    values: {
      name: row.name,
      description: row.description ?? '',
      logo: row.logo ?? '',
      iconLogo: row.iconLogo ?? '',
      enabled: row.enabled,
      website: row.website ?? '',
      displayOrder: String(row.displayOrder),
    },
  }
}

export async function nextDisplayOrder(): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ max: sql<number | null>`max(${manufacturers.displayOrder})` })
    .from(manufacturers)
  return Number(row?.max ?? 0) + 1
}
