import 'server-only'
/** Public reads of the downloadable resources: published ones only, cached (tag: resources). */
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { resources } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'

export type PublicResource = {
  id: number
  title: string
  description: string | null
  category: string
  type: string | null
  fileUrl: string | null
  pages: number | null
}

export const UNCATEGORISED = 'More Resources'

export function getPublishedResources(): Promise<PublicResource[]> {
  return cached('resources:published', [CacheTags.resources], async () => {
    const db = await getDb()
    const rows = await db
      .select()
      .from(resources)
      .where(eq(resources.status, 'published'))
      .orderBy(asc(resources.category), asc(resources.title))
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category?.trim() || UNCATEGORISED,
      type: row.type,
      fileUrl: row.fileUrl,
      pages: row.pages,
    }))
  })
}

/** Resources grouped by category, categories in alphabetical order. */
export function groupResources(
  list: readonly PublicResource[],
): { category: string; items: PublicResource[] }[] {
  const groups = new Map<string, PublicResource[]>()
  for (const item of list) groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, items]) => ({ category, items }))
}
