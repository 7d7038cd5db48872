/**
 * Which pools belong to a manufacturer. Pools name their maker as text, in `manufacturer` or in
 * `brand` (spec 01 §3: either may identify the maker; the admin's pool form fills a blank one
 * from the other, the demo catalogue fills both): a pool belongs to the maker when either names
 * it, ignoring case and surrounding spaces. The count on the manufacturers screen and the rename
 * that follows a maker's new name use this one rule, so they always concern the same pools.
 */
import { or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { pools } from '@/db/schema'

/** `column` holds the maker's name (an expression, column or text), ignoring case and spaces. */
export function namesMaker(column: AnyPgColumn, name: AnyPgColumn | SQL | string): SQL {
  return sql`lower(btrim(${column})) = lower(btrim(${name}))`
}

/** The pool's manufacturer or brand names the maker. */
export function poolOfMaker(name: AnyPgColumn | SQL | string): SQL {
  return or(namesMaker(pools.manufacturer, name), namesMaker(pools.brand, name)) ?? sql`false`
}

export type MakerPoolCount = {
  /** Every pool that names the maker, shown on the site or not. */
  poolCount: number
  /** The active ones: what the public catalogue holds for this maker. */
  activePoolCount: number
}

/** '24 pools, all on the site' or '25 pools: 24 on the site, 1 hidden'. */
export function describeMakerPools({ poolCount, activePoolCount }: MakerPoolCount): string {
  const pools = `${poolCount} ${poolCount === 1 ? 'pool' : 'pools'}`
  if (poolCount === 0) return 'No pools'
  const hidden = poolCount - activePoolCount
  if (hidden === 0) return `${pools}, ${poolCount === 1 ? 'on the site' : 'all on the site'}`
  return `${pools}: ${activePoolCount} on the site, ${hidden} hidden (inactive)`
}
