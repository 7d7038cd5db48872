/**
 * The leads list: filters on indexed columns, keyset pagination on (created_at, id) and a capped
 * count, so every page answers in milliseconds at a million rows. Takes the database handle (the
 * benchmark runs it outside Next.js, so this module is not marked server-only; only server code
 * imports it).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { ESTIMATE_SEARCH_VECTOR_SQL, estimateRequests as leads } from '@/db/schema'
import { BUSINESS_TIME_ZONE, cursorTextSql, encodeCursor, searchTsQuery, type Cursor } from '../list-params'
import { NONE, type LeadFilters } from './filters'

/** Counts stop here: the desk shows "1,000+" beyond it instead of counting a million rows. */
export const COUNT_CAP = 1_000

export type LeadListRow = {
  id: number
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  status: string
  requestType: string
  nearestBranch: string | null
  sourcePage: string | null
  salesRep: string | null
  poolType: string | null
  budgetRange: string | null
  createdAt: Date
  statusUpdatedAt: Date | null
  /** Other leads with the same phone or e-mail. */
  duplicates: number
}

export type LeadListPage = {
  rows: LeadListRow[]
  /** Cursor of the page after this one, when there is one. */
  nextCursor?: string
  /** Cursor of the page before this one, when this is not the first page. */
  prevCursor?: string
  total: number
  totalCapped: boolean
}

/** The WHERE clause of a filter set, without the page position (shared with the CSV export). */
export function leadWhere(filters: Omit<LeadFilters, 'cursor' | 'dir' | 'sort' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(leads.status, filters.status))
  if (filters.type) conditions.push(eq(leads.requestType, filters.type))
  if (filters.branch)
    conditions.push(
      filters.branch === NONE ? isNull(leads.nearestBranch) : eq(leads.nearestBranch, filters.branch),
    )
  if (filters.source) conditions.push(eq(leads.sourcePage, filters.source))
  if (filters.rep)
    conditions.push(filters.rep === NONE ? isNull(leads.salesRep) : eq(leads.salesRep, filters.rep))
  if (filters.from) conditions.push(gte(leads.createdAt, dayStart(filters.from)))
  if (filters.to)
    conditions.push(
      lt(leads.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    )
  const tsQuery = searchTsQuery(filters.q)
  if (tsQuery)
    conditions.push(sql`${sql.raw(ESTIMATE_SEARCH_VECTOR_SQL)} @@ to_tsquery('simple', ${tsQuery})`)
  else if (filters.q) conditions.push(sql`false`) // only punctuation: nothing can match
  return conditions.length ? and(...conditions) : undefined
}

function dayStart(date: string): SQL {
  return sql`${date}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`
}

const listColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  status: leads.status,
  requestType: leads.requestType,
  nearestBranch: leads.nearestBranch,
  sourcePage: leads.sourcePage,
  salesRep: leads.salesRep,
  poolType: leads.poolType,
  budgetRange: leads.budgetRange,
  createdAt: leads.createdAt,
  statusUpdatedAt: leads.statusUpdatedAt,
  cursorAt: sql<string>`${sql.raw(cursorTextSql('"estimate_requests"."created_at"'))}`,
}

export const cursorAtColumn = listColumns.cursorAt

export async function listLeads(db: Database, filters: LeadFilters): Promise<LeadListPage> {
  const where = leadWhere(filters)
  // Walking "newest first" forwards, or "oldest first" backwards, reads the index downwards.
  const descending = (filters.sort === 'newest') === (filters.dir === 'next')
  const position = filters.cursor ? keysetPosition(filters.cursor, descending) : undefined
  const order = leadOrder(filters, descending, await isRareSearch(db, filters.q))

  const [fetched, total] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .where(and(where, position))
      .orderBy(...order)
      .limit(filters.limit + 1),
    countLeads(db, where),
  ])
  const hasMore = fetched.length > filters.limit
  const page = fetched.slice(0, filters.limit)
  if (filters.dir === 'prev') page.reverse()

  const first = page[0]
  const last = page[page.length - 1]
  const cursorOf = (row: { cursorAt: string; id: number }) => encodeCursor({ at: row.cursorAt, id: row.id })
  // Going forwards there is a previous page whenever we came from a cursor; going back, whenever
  // more rows lie before. And symmetrically for the next page.
  const hasPrev = filters.dir === 'next' ? !!filters.cursor : hasMore
  const hasNext = filters.dir === 'next' ? hasMore : !!filters.cursor

  const duplicates = await duplicateCounts(
    db,
    page.map((row) => row.id),
  )
  return {
    rows: page.map(({ cursorAt: _cursor, ...row }) => ({ ...row, duplicates: duplicates.get(row.id) ?? 0 })),
    nextCursor: hasNext && last ? cursorOf(last) : undefined,
    prevCursor: hasPrev && first ? cursorOf(first) : undefined,
    total: total.count,
    totalCapped: total.capped,
  }
}

/**
 * ORDER BY (created_at, id). A rare search term (byIndex) wraps the date in an expression the
 * created_at index cannot serve: the planner then reads the few matches from the full-text GIN
 * index and sorts them, instead of walking every lead by date testing each one (it cannot tell
 * how rare a name or e-mail is; a search with no match would read the whole table). A common
 * term keeps the date order: walking by date finds a page of matches quickly.
 */
export function leadOrder(filters: Pick<LeadFilters, 'q'>, descending: boolean, byIndex = true) {
  const column =
    byIndex && searchTsQuery(filters.q) ? sql`(${leads.createdAt} + interval '0 seconds')` : leads.createdAt
  return descending ? [desc(column), desc(leads.id)] : [asc(column), asc(leads.id)]
}

/** Rows strictly after a cursor in (created_at, id) order; the plain bound lets the index do the work. */
export function keysetPosition(cursor: Cursor, descending: boolean): SQL | undefined {
  const at = sql`${cursor.at}::timestamptz`
  return descending
    ? and(lte(leads.createdAt, at), sql`(${leads.createdAt}, ${leads.id}) < (${at}, ${cursor.id})`)
    : and(gte(leads.createdAt, at), sql`(${leads.createdAt}, ${leads.id}) > (${at}, ${cursor.id})`)
}

/** Searches matching at most this many leads read their matches from the GIN index. */
const RARE_SEARCH_MATCHES = 2_000

async function isRareSearch(db: Database, q: string | undefined): Promise<boolean> {
  const tsQuery = searchTsQuery(q)
  if (!tsQuery) return false
  const match = sql`${sql.raw(ESTIMATE_SEARCH_VECTOR_SQL)} @@ to_tsquery('simple', ${tsQuery})`
  const probe = db
    .select({ one: sql`1`.as('one') })
    .from(leads)
    .where(match)
    .limit(RARE_SEARCH_MATCHES + 1)
    .as('probe')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(probe)
  return Number(row?.n ?? 0) <= RARE_SEARCH_MATCHES
}

/** How many leads match, counting no further than COUNT_CAP. */
export async function countLeads(db: Database, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(leads)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited)
  const n = Number(row?.n ?? 0)
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP }
}

/** For each lead id: how many other leads share its phone or e-mail. */
export async function duplicateCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  // Spelled out in full: drizzle leaves columns unqualified in a one-table select, which would
  // make the outer lead's columns ambiguous inside the subquery.
  const rows = await db
    .select({
      id: leads.id,
      n: sql<number>`(
        select count(*)::int from estimate_requests as other
        where other.id <> estimate_requests.id
          and ((estimate_requests.phone <> '' and other.phone = estimate_requests.phone)
            or (estimate_requests.email <> '' and other.email = estimate_requests.email))
      )`,
    })
    .from(leads)
    .where(inArray(leads.id, ids))
  return new Map(rows.map((r) => [r.id, Number(r.n)]))
}

/** The leads that share a phone or e-mail with the given lead, newest first. */
export async function findDuplicateLeads(
  db: Database,
  lead: { id: number; phone: string | null; email: string | null },
  limit = 20,
) {
  const matches: SQL[] = []
  if (lead.phone) matches.push(eq(leads.phone, lead.phone))
  if (lead.email) matches.push(eq(leads.email, lead.email))
  if (!matches.length) return []
  return db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      status: leads.status,
      requestType: leads.requestType,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(ne(leads.id, lead.id), or(...matches)))
    .orderBy(desc(leads.createdAt))
    .limit(limit)
}

/**
 * Distinct values of an indexed column (source pages, sales reps) with a loose index scan: one
 * index probe per distinct value instead of reading every row.
 */
export async function distinctLeadValues(
  db: Database,
  column: 'source_page' | 'sales_rep',
): Promise<string[]> {
  const col = sql.raw(column)
  const result = await db.execute<{ v: string | null }>(sql`
    with recursive t(v) as (
      (select ${col} from estimate_requests where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from estimate_requests where ${col} > t.v order by ${col} limit 1) from t where t.v is not null
    )
    select v from t where v is not null limit 500`)
  const rows = Array.isArray(result) ? result : (result as { rows: { v: string | null }[] }).rows
  return rows.map((r) => r.v).filter((v): v is string => typeof v === 'string')
}
