import 'server-only'
import { asc } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { manufacturers } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { log } from '@/lib/log'
import { FALLBACK_MANUFACTURERS } from './fallback'
import type { Manufacturer } from './types'

/** Every manufacturer, enabled or not, in display order (cache tag: manufacturers). */
export function getManufacturers(): Promise<Manufacturer[]> {
  return cached('manufacturers:all', [CacheTags.manufacturers], async () => {
    const db = await getDb()
    const rows = await db
      .select()
      .from(manufacturers)
      .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name))
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      iconLogo: row.iconLogo,
      description: row.description,
      enabled: row.enabled,
      website: row.website,
      displayOrder: row.displayOrder,
    }))
  })
}

/** For pages: the list, or the four built-in entries when it cannot be loaded (spec 01 §7, §8). */
export async function getManufacturersOrFallback(): Promise<Manufacturer[]> {
  try {
    return await getManufacturers()
  } catch (error) {
    log.warn({ err: error }, 'manufacturers could not be loaded; using the built-in list')
    return [...FALLBACK_MANUFACTURERS]
  }
}
