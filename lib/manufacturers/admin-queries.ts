import 'server-only'
import { asc, eq, or, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { manufacturers, pools } from '@/db/schema'

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
      poolCount: sql<number>`(select count(*)::int from ${pools} where ${pools.manufacturer} = ${manufacturers.name} or ${pools.brand} = ${manufacturers.name})`,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name))
  return rows.map((row) => ({
    ...row,
    poolCount: Number(row.poolCount),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

export type ManufacturerListItem = Awaited<ReturnType<typeof listManufacturers>>[number]

export async function getManufacturerForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id)).limit(1)
  if (!row) return null
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pools)
    .where(or(eq(pools.manufacturer, row.name), eq(pools.brand, row.name)))
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    poolCount: Number(count?.n ?? 0),
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
