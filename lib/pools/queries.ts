import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { poolColors, pools } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { toApiPool, toPool, type PoolRow } from './mapping'
import type { ApiPool, Pool } from './types'

/** The stored rows of every active pool, in catalogue order (id), from the run-time cache (tag: pools). */
function getActivePoolRows(): Promise<PoolRow[]> {
  return cached('pools:active-rows', [CacheTags.pools], async () => {
    const db = await getDb()
    return db.select().from(pools).where(eq(pools.isActive, true)).orderBy(asc(pools.id))
  })
}

/** Every active pool, in catalogue order (id), cached (tag: pools). */
export function getActivePools(): Promise<Pool[]> {
  return cached('pools:active', [CacheTags.pools], async () => (await getActivePoolRows()).map(toPool))
}

/** Every active pool in GET /api/pools's shape, cached (tag: pools). */
export function getActiveApiPools(): Promise<ApiPool[]> {
  return cached('pools:api', [CacheTags.pools], async () => (await getActivePoolRows()).map(toApiPool))
}

/** One active pool; null when the id is unknown or the pool is inactive. */
export async function getPoolById(id: number): Promise<Pool | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const list = await getActivePools()
  return list.find((pool) => pool.id === id) ?? null
}

export type PoolColor = {
  id: number
  manufacturer: string | null
  name: string
  series: string | null
  type: string | null
  hex: string | null
  gradientFrom: string | null
  gradientTo: string | null
  description: string | null
}

/** All pool colours (spec 01 §3 pool_colors), cached (tag: pool-colors). */
export function getPoolColors(): Promise<PoolColor[]> {
  return cached('pool-colors:all', [CacheTags.poolColors], async () => {
    const db = await getDb()
    const rows = await db.select().from(poolColors).orderBy(asc(poolColors.displayOrder), asc(poolColors.id))
    return rows.map((row) => ({
      id: row.id,
      manufacturer: row.manufacturer,
      name: row.colorName,
      series: row.colorSeries,
      type: row.colorType,
      hex: row.colorHex,
      gradientFrom: row.gradientFrom,
      gradientTo: row.gradientTo,
      description: row.description,
    }))
  })
}
