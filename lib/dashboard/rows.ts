/** The rows of a raw SQL query, whichever driver answers (PGlite and pg return different shapes). */
import type { SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[]
  return Array.isArray(result) ? result : result.rows
}
