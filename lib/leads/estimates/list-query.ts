/**
 * The leads list: filters on indexed columns, keyset pagination on (sort key, id) and a capped
 * count, so every page answers in milliseconds at a million rows. listLeads opens the database
 * itself (getDb(); the benchmark installs its own handle and runs it outside Next.js, so this module
 * is not marked server-only; only server code imports it).
 */
import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  ESTIMATE_FACETS_SQL,
  ESTIMATE_NAME_SORT_SQL,
  ESTIMATE_STATUS_CHANGED_SQL,
  estimateRequests as leads,
} from '@/db/schema'
import { cursorTextSql } from '@/lib/admin/list-params'
import { BUSINESS_TIME_ZONE, formatNumber } from '@/lib/format'
import { NONE, type LeadFilters } from './filters'
import {
  DUPLICATE_MIN_DIGITS,
  duplicatePhoneKey,
  leadSearchCondition,
  leadSearchTerms,
  phoneKey,
} from './search'
import { encodeLeadCursor, LEAD_SORT_SPECS, type LeadCursor, type LeadSort, type LeadSortKey } from './sorts'

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
  /** The lead's version, carried by a bulk change from the list. */
  updatedAt: Date
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
  const facets = facetTags(filters)
  if (facets.length >= 2) {
    // Several equality filters at once: one containment test on the facets index. The planner
    // estimates it from the index's own statistics, and intersects its lists when together the
    // filters keep few leads (the per-column indexes would walk all leads of the most selective).
    conditions.push(
      sql`${sql.raw(ESTIMATE_FACETS_SQL)} @> array[${sql.join(
        facets.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    )
  } else {
    if (filters.status) conditions.push(eq(leads.status, filters.status))
    if (filters.type) conditions.push(eq(leads.requestType, filters.type))
    if (filters.branch)
      conditions.push(
        filters.branch === NONE ? isNull(leads.nearestBranch) : eq(leads.nearestBranch, filters.branch),
      )
    if (filters.source) conditions.push(eq(leads.sourcePage, filters.source))
    if (filters.rep)
      conditions.push(filters.rep === NONE ? isNull(leads.salesRep) : eq(leads.salesRep, filters.rep))
  }
  if (filters.from) conditions.push(gte(leads.createdAt, dayStart(filters.from)))
  if (filters.to)
    conditions.push(
      lt(leads.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    )
  // Only punctuation gives `false`: nothing can match.
  const search = leadSearchCondition(filters.q)
  if (search) conditions.push(search)
  return conditions.length ? and(...conditions) : undefined
}

/**
 * The filters' values as the tags of ESTIMATE_FACETS_SQL. 'none' is the bare tag, which a null
 * branch or rep gives (an empty one would too, but neither column is ever stored empty).
 */
function facetTags(filters: Pick<LeadFilters, 'status' | 'type' | 'branch' | 'source' | 'rep'>) {
  const tags: string[] = []
  if (filters.status) tags.push(`s:${filters.status}`)
  if (filters.type) tags.push(`t:${filters.type}`)
  if (filters.branch) tags.push(`b:${filters.branch === NONE ? '' : filters.branch}`)
  if (filters.source) tags.push(`p:${filters.source}`)
  if (filters.rep) tags.push(`r:${filters.rep === NONE ? '' : filters.rep}`)
  return tags
}

function dayStart(date: string): SQL {
  return sql`${date}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`
}

/**
 * The SQL of each sort key: the indexed expression (written exactly as the index is), its value as
 * cursor text, and the typed value of a cursor. Unqualified names: the list and export queries
 * read the one table.
 */
const SORT_KEYS: Record<LeadSortKey, { expression: SQL; text: SQL; value: (at: string) => SQL }> = {
  created: {
    expression: sql`${leads.createdAt}`,
    text: sql.raw(cursorTextSql('"estimate_requests"."created_at"')),
    value: (at) => sql`${at}::timestamptz`,
  },
  status: {
    expression: sql.raw(ESTIMATE_STATUS_CHANGED_SQL),
    text: sql.raw(cursorTextSql(ESTIMATE_STATUS_CHANGED_SQL)),
    value: (at) => sql`${at}::timestamptz`,
  },
  name: {
    expression: sql.raw(ESTIMATE_NAME_SORT_SQL),
    text: sql.raw(ESTIMATE_NAME_SORT_SQL),
    value: (at) => sql`${at}::text`,
  },
}

/** The value of a sort key as cursor text, for the rows of a page. */
export function sortKeyText(sort: LeadSort) {
  return sql<string>`${SORT_KEYS[LEAD_SORT_SPECS[sort].key].text}`
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
  updatedAt: leads.updatedAt,
}

/** Searches matching at most this many leads read their matches from the GIN index. */
export const RARE_SEARCH_MATCHES = 2_000

/** Why a chosen sort was replaced by newest first for this filter set (shown to the user). */
export const LEAD_SORT_NOTICES = {
  nameSearch: `More than ${formatNumber(RARE_SEARCH_MATCHES)} leads match this search, too many to sort by name quickly: they are listed newest first. Narrow the search to sort by name.`,
  statusBeforeDate: `Sorting leads received up to this date by latest status change would read every lead received since, so they are listed newest first. Choose a later "Received to" date, or sort by status change longest ago first.`,
} as const

/** "Latest status change" over leads received up to a date walks past the leads received since. */
const RECEIVED_SINCE_WALK = 5_000

export type LeadSortPlan = {
  /** The sort used: the one asked for, or newest first when it could not be served fast. */
  sort: LeadSort
  /** Read the few matching rows by the filters' indexes and sort them, instead of walking the key. */
  sortMatches: boolean
  notice?: string
  /** How many leads the search alone matches, counted to RARE_SEARCH_MATCHES + 1 (with a search). */
  searchMatches?: number
  /** The ids of those leads, when the search is rare. */
  searchIds?: number[]
}

/**
 * How to serve the sort for this filter set at any table size. A sort is a walk down its index,
 * fast unless the filters keep only rows the walk reaches late (a correlation the planner cannot
 * see): a name search in name order (the Marias come after every A to L name), or leads received
 * before a date in latest-status-change order (the walk first meets everyone received since).
 * Those cases are measured with a cheap capped probe, then served by sorting a few matches, or
 * fall back to newest first with a notice. Received-from is also a bound of the status-change key
 * (see keysetBounds), so that walk starts at the date.
 */
export async function planLeadSort(
  db: Database,
  filters: Pick<LeadFilters, 'q' | 'sort' | 'to'> & Parameters<typeof leadWhere>[0],
): Promise<LeadSortPlan> {
  const searchIds = await findSearchMatches(db, filters.q)
  const searchMatches = searchIds?.length
  const rare = searchMatches !== undefined && searchMatches <= RARE_SEARCH_MATCHES
  const search = { searchMatches, ...(rare ? { searchIds } : {}) }
  const key = LEAD_SORT_SPECS[filters.sort].key
  if (key === 'name' && leadSearchTerms(filters.q) && !rare)
    return { sort: 'newest', sortMatches: false, notice: LEAD_SORT_NOTICES.nameSearch, ...search }
  if (filters.sort === 'status-recent' && filters.to && !rare) {
    const since = await countUpTo(
      db,
      gte(leads.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
      RECEIVED_SINCE_WALK,
    )
    if (since > RECEIVED_SINCE_WALK) {
      const matches = await countUpTo(db, leadWhere(filters), COUNT_CAP)
      if (matches > COUNT_CAP)
        return { sort: 'newest', sortMatches: false, notice: LEAD_SORT_NOTICES.statusBeforeDate, ...search }
      return { sort: filters.sort, sortMatches: true, ...search }
    }
  }
  return { sort: filters.sort, sortMatches: rare, ...search }
}

export async function listLeads(
  filters: LeadFilters,
): Promise<LeadListPage & { sort: LeadSort; notice?: string }> {
  const db = await getDb()
  const plan = await planLeadSort(db, filters)
  // A rare search's matches are known by id: reading them by primary key is faster than asking
  // the full-text index again for every word's prefix.
  const otherFilters = leadWhere({ ...filters, q: undefined })
  const where = plan.searchIds ? and(otherFilters, inArray(leads.id, plan.searchIds)) : leadWhere(filters)
  const spec = LEAD_SORT_SPECS[plan.sort]
  // A cursor made under another key (the sort fell back since, or back again) starts over.
  const cursor = filters.cursor?.key === spec.key ? filters.cursor : undefined
  // Walking a descending sort forwards, or an ascending one backwards, reads the index downwards.
  const descending = spec.descending === (filters.dir === 'next')
  const position = cursor ? keysetPosition(plan.sort, cursor, descending) : undefined
  const order = leadOrder({ ...filters, sort: plan.sort }, descending, plan.sortMatches)

  const [fetched, total] = await Promise.all([
    db
      .select({ ...listColumns, cursorAt: sortKeyText(plan.sort) })
      .from(leads)
      .where(and(where, keyBounds(plan.sort, filters), position))
      .orderBy(...order)
      .limit(filters.limit + 1),
    // A search with no other filter was counted by the plan already.
    plan.searchMatches !== undefined && !otherFilters ? capCount(plan.searchMatches) : countLeads(db, where),
  ])
  const hasMore = fetched.length > filters.limit
  const page = fetched.slice(0, filters.limit)
  if (filters.dir === 'prev') page.reverse()

  const first = page[0]
  const last = page[page.length - 1]
  const cursorOf = (row: { cursorAt: string; id: number }) =>
    encodeLeadCursor({ key: spec.key, at: row.cursorAt, id: row.id })
  // Going forwards there is a previous page whenever we came from a cursor; going back, whenever
  // more rows lie before. And symmetrically for the next page.
  const hasPrev = filters.dir === 'next' ? !!cursor : hasMore
  const hasNext = filters.dir === 'next' ? hasMore : !!cursor

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
    sort: plan.sort,
    ...(plan.notice ? { notice: plan.notice } : {}),
  }
}

/**
 * ORDER BY (sort key, id). A rare search term (byIndex) wraps the key in an expression its index
 * cannot serve: the planner then reads the few matches from the full-text GIN index and sorts
 * them, instead of walking every lead in key order testing each one (it cannot tell how rare a
 * name or e-mail is; a search with no match would read the whole table). A common term keeps the
 * key order: walking the index finds a page of matches quickly.
 */
export function leadOrder(filters: Pick<LeadFilters, 'q' | 'sort'>, descending: boolean, sortMatches = true) {
  const key = SORT_KEYS[LEAD_SORT_SPECS[filters.sort].key]
  const wrap = sortMatches && (leadSearchTerms(filters.q) || LEAD_SORT_SPECS[filters.sort].key !== 'created')
  const column = !wrap
    ? key.expression
    : LEAD_SORT_SPECS[filters.sort].key === 'name'
      ? sql`(${key.expression} || '')`
      : sql`(${key.expression} + interval '0 seconds')`
  const direction = descending ? sql`desc` : sql`asc`
  return [sql`${column} ${direction}`, descending ? desc(leads.id) : sql`${leads.id} asc`]
}

/**
 * Bounds of the sort key implied by the filters: a lead's last status change is never before it
 * was received, so "received from" bounds the status-change key too, and the walk starts there.
 */
export function keyBounds(sort: LeadSort, filters: Pick<LeadFilters, 'from'>): SQL | undefined {
  if (LEAD_SORT_SPECS[sort].key !== 'status' || !filters.from) return undefined
  return sql`${SORT_KEYS.status.expression} >= ${dayStart(filters.from)}`
}

/** Rows strictly after a cursor in (sort key, id) order; the plain bound lets the index do the work. */
export function keysetPosition(sort: LeadSort, cursor: LeadCursor, descending: boolean): SQL | undefined {
  const key = SORT_KEYS[LEAD_SORT_SPECS[sort].key]
  const at = key.value(cursor.at)
  return descending
    ? and(sql`${key.expression} <= ${at}`, sql`(${key.expression}, ${leads.id}) < (${at}, ${cursor.id})`)
    : and(sql`${key.expression} >= ${at}`, sql`(${key.expression}, ${leads.id}) > (${at}, ${cursor.id})`)
}

/** The ids of the leads a search matches, RARE_SEARCH_MATCHES + 1 at most; undefined without one. */
async function findSearchMatches(db: Database, q: string | undefined): Promise<number[] | undefined> {
  if (!leadSearchTerms(q)) return undefined
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(leadSearchCondition(q))
    .limit(RARE_SEARCH_MATCHES + 1)
  return rows.map((row) => row.id)
}

/** How many leads match, counting to `cap` + 1 at most. */
async function countUpTo(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const probe = db
    .select({ one: sql`1`.as('one') })
    .from(leads)
    .where(where)
    .limit(cap + 1)
    .as('probe')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(probe)
  return Number(row?.n ?? 0)
}

/** How many leads match, counting no further than COUNT_CAP. */
export async function countLeads(db: Database, where: SQL | undefined) {
  return capCount(await countUpTo(db, where, COUNT_CAP))
}

function capCount(n: number) {
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP }
}

/** For each lead id: how many other leads share its phone number or e-mail (./search.ts). */
export async function duplicateCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  // Spelled out in full: drizzle leaves columns unqualified in a one-table select, which would
  // make the outer lead's columns ambiguous inside the subquery.
  // Equalities on indexed keys: estimated from the indexes' statistics, so the plan stays cheap
  // (a range on a correlated value was estimated at thousands of rows, and its cost woke the JIT).
  const key = phoneKey('estimate_requests.phone')
  const rows = await db
    .select({
      id: leads.id,
      n: sql<number>`(
        select count(*)::int from estimate_requests as other
        where other.id <> estimate_requests.id
          and ((length(${key}) >= ${DUPLICATE_MIN_DIGITS} and ${phoneKey('other.phone')} = ${key})
            or (estimate_requests.email <> '' and other.email = estimate_requests.email))
      )`,
    })
    .from(leads)
    .where(inArray(leads.id, ids))
  return new Map(rows.map((r) => [r.id, Number(r.n)]))
}

export type DuplicateLead = {
  id: number
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  status: string
  requestType: string
  salesRep: string | null
  createdAt: Date
}

/**
 * The leads that share a phone number (its last ten digits, whatever the punctuation) or the
 * e-mail with the given lead, newest first: the duplicate rule of web leads and of leads staff
 * enter (docs/decisions/0103-duplicate-leads-flagged.md). Without an id (a lead not stored yet)
 * every match counts.
 */
export async function findDuplicateLeads(
  db: Database,
  lead: { id?: number; phone: string | null; email: string | null },
  limit = 20,
): Promise<DuplicateLead[]> {
  const matches: SQL[] = []
  const key = duplicatePhoneKey(lead.phone)
  if (key) matches.push(sql`${phoneKey()} = ${key}`)
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
      salesRep: leads.salesRep,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(lead.id === undefined ? undefined : ne(leads.id, lead.id), or(...matches)))
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
