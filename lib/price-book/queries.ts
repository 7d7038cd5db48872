import 'server-only'
/**
 * Reading the price book: the admin list (by status and category) and one item for its edit form,
 * and the active items a quote is built from.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { priceBookItems } from '@/db/schema'
import { centsToInput } from '@/lib/money/cents'
import type { PriceBookStatusFilter } from './schema'
import type { PriceBookCategory, PriceBookUnit } from './units'

export type PriceBookItem = {
  id: number
  name: string
  description: string | null
  category: PriceBookCategory
  unit: PriceBookUnit
  unitPriceCents: number
  includedInPackage: boolean
  isActive: boolean
  sortOrder: number
  updatedAt: string
}

type Row = typeof priceBookItems.$inferSelect

function toItem(row: Row): PriceBookItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as PriceBookCategory,
    unit: row.unit as PriceBookUnit,
    unitPriceCents: row.unitPriceCents,
    includedInPackage: row.includedInPackage,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  }
}

const ORDER = [asc(priceBookItems.category), asc(priceBookItems.sortOrder), asc(priceBookItems.name)]

export async function listPriceBookItems(filters: {
  status: PriceBookStatusFilter
  category?: PriceBookCategory
}): Promise<{ items: PriceBookItem[]; counts: Record<PriceBookStatusFilter, number> }> {
  const db = await getDb()
  const where: SQL[] = []
  if (filters.status !== 'all') where.push(eq(priceBookItems.isActive, filters.status === 'active'))
  if (filters.category) where.push(eq(priceBookItems.category, filters.category))
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(priceBookItems)
      .where(where.length ? and(...where) : undefined)
      .orderBy(...ORDER),
    db
      .select({
        all: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${priceBookItems.isActive}))::int`,
      })
      .from(priceBookItems)
      .where(filters.category ? eq(priceBookItems.category, filters.category) : undefined),
  ])
  const all = Number(counts?.all ?? 0)
  const active = Number(counts?.active ?? 0)
  return { items: rows.map(toItem), counts: { all, active, inactive: all - active } }
}

/** The active items, in the order a rep picks from them. */
export async function listActivePriceBookItems(): Promise<PriceBookItem[]> {
  const db = await getDb()
  const rows = await db
    .select()
    .from(priceBookItems)
    .where(eq(priceBookItems.isActive, true))
    .orderBy(...ORDER)
  return rows.map(toItem)
}

/** One item with the raw values its edit form starts from; null when there is none. */
export async function getPriceBookItemForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(priceBookItems).where(eq(priceBookItems.id, id)).limit(1)
  if (!row) return null
  return {
    item: toItem(row),
    values: {
      name: row.name,
      description: row.description ?? '',
      category: row.category,
      unit: row.unit,
      unitPrice: centsToInput(row.unitPriceCents),
      includedInPackage: row.includedInPackage,
      isActive: row.isActive,
      sortOrder: String(row.sortOrder),
    },
  }
}

/** The sort order a new item starts with: after the last one of its category (or of all). */
export async function nextPriceBookSortOrder(): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ max: sql<number | null>`max(${priceBookItems.sortOrder})` })
    .from(priceBookItems)
  return Number(row?.max ?? 0) + 10
}
