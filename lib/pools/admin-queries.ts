import 'server-only'
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { manufacturers, pools } from '@/db/schema'
import { versionOf } from '@/lib/write/concurrency'
import { imagesFromRow, type PoolImage } from './image-columns'
import { POOLS_PER_PAGE, type PoolFilters, type PoolFormInput } from './schema'

export type PoolListItem = {
  id: number
  name: string
  model: string | null
  manufacturer: string | null
  series: string | null
  shape: string | null
  sizeCategory: string | null
  dimensions: string | null
  price: number | null
  isActive: boolean
  image: PoolImage | null
  updatedAt: string
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export async function listPools(filters: PoolFilters) {
  const db = await getDb()
  const where: SQL[] = []
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`
    const match = or(
      ilike(pools.name, pattern),
      ilike(pools.model, pattern),
      ilike(pools.manufacturer, pattern),
      ilike(pools.brand, pattern),
      ilike(pools.series, pattern),
      ilike(pools.shape, pattern),
      ilike(pools.description, pattern),
    )
    if (match) where.push(match)
  }
  if (filters.manufacturer) {
    const maker = or(eq(pools.manufacturer, filters.manufacturer), eq(pools.brand, filters.manufacturer))
    if (maker) where.push(maker)
  }
  if (filters.sizeCategory) where.push(eq(pools.sizeCategory, filters.sizeCategory))
  if (filters.status === 'active') where.push(eq(pools.isActive, true))
  if (filters.status === 'inactive') where.push(eq(pools.isActive, false))
  const condition = where.length ? and(...where) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(pools)
      .where(condition)
      .orderBy(desc(pools.isActive), asc(pools.manufacturer), asc(pools.name), asc(pools.id))
      .limit(POOLS_PER_PAGE)
      .offset((filters.page - 1) * POOLS_PER_PAGE),
    db.select({ total: count() }).from(pools).where(condition),
  ])
  const items: PoolListItem[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    model: row.model,
    manufacturer: row.manufacturer ?? row.brand,
    series: row.series,
    shape: row.shape,
    sizeCategory: row.sizeCategory,
    dimensions: row.dimensions,
    price: row.price,
    isActive: row.isActive,
    image: imagesFromRow(row)[0] ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }))
  return { items, total: totals?.total ?? 0 }
}

/** The values the edit form opens with, as the browser sends them back. */
export type PoolEditValues = Record<keyof PoolFormInput, unknown> & {
  id: number
  updatedAt: string
  createdAt: string
  name: string
  isActive: boolean
  images: PoolImage[]
}

export async function getPoolForEdit(id: number): Promise<PoolEditValues | null> {
  const db = await getDb()
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).limit(1)
  if (!row) return null
  return {
    id: row.id,
    updatedAt: versionOf(row.updatedAt) ?? '',
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    model: row.model ?? '',
    brand: row.brand ?? '',
    manufacturer: row.manufacturer ?? '',
    series: row.series ?? '',
    size: row.size ?? '',
    sizeCategory: row.sizeCategory ?? '',
    dimensions: row.dimensions ?? '',
    lengthFt: row.lengthFt == null ? '' : String(row.lengthFt),
    widthFt: row.widthFt == null ? '' : String(row.widthFt),
    depth: row.depth ?? '',
    volume: row.volume ?? '',
    shape: row.shape ?? '',
    builtInSpa: row.builtInSpa,
    features: row.features.join('\n'),
    material: row.material,
    warranty: row.warranty,
    finishOptions: row.finishOptions.join('\n'),
    productUrl: row.productUrl ?? '',
    images: imagesFromRow(row),
    description: row.description ?? '',
    price: row.price == null ? '' : String(row.price),
    installationTime: row.installationTime ?? '',
    isActive: row.isActive,
  }
}

/**
 * Choices for the form's lists and the list filter: the makers named by pools (pools use short
 * names such as 'Latham') and by the manufacturers table, and the shapes and series in use.
 */
export async function getPoolFormOptions() {
  const db = await getDb()
  const [makers, poolMakers, poolBrands, shapes, series] = await Promise.all([
    db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name)),
    db.selectDistinct({ value: pools.manufacturer }).from(pools).where(isNotNull(pools.manufacturer)),
    db.selectDistinct({ value: pools.brand }).from(pools).where(isNotNull(pools.brand)),
    db
      .selectDistinct({ value: pools.shape })
      .from(pools)
      .where(isNotNull(pools.shape))
      .orderBy(asc(pools.shape)),
    db
      .selectDistinct({ value: pools.series })
      .from(pools)
      .where(isNotNull(pools.series))
      .orderBy(asc(pools.series)),
  ])
  const values = (rows: { value: string | null }[]) =>
    rows.map((r) => r.value).filter((v): v is string => !!v)
  const inUse = [...new Set([...values(poolMakers), ...values(poolBrands)])].sort((a, b) =>
    a.localeCompare(b),
  )
  return {
    makersInUse: inUse,
    manufacturers: [...new Set([...inUse, ...makers.map((m) => m.name)])],
    shapes: values(shapes),
    series: values(series),
  }
}
