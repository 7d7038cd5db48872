/**
 * A fingerprint of everything stored: the row count and a hash of the rows of each table of the
 * app's schema. Two equal fingerprints taken around a call prove the call wrote nothing (insert,
 * update or delete) to any table, whichever table a future change would touch.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'

type Rows<T> = { rows: T[] }

async function tableNames(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>
  return result.rows.map((row) => row.name)
}

/** Table name → 'N rows <md5 of its rows in a stable order>'. `except` names tables left out. */
export async function databaseFingerprint(
  db: Database,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const names = (await tableNames(db)).filter((name) => !except.includes(name))
  if (names.length === 0) return {}
  const perTable: SQL[] = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as n,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
          from ${sql.identifier(name)} t`,
  )
  const result = (await db.execute(sql.join(perTable, sql` union all `))) as unknown as Rows<{
    name: string
    n: number
    hash: string
  }>
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n} rows ${row.hash}`]))
}
