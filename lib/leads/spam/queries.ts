/**
 * The suspected spam screen's list: submissions still to review (newest first), or those marked
 * not spam (latest review first), with keyset pages over partial indexes and a capped count, so a
 * bot flood of any size stays quick to page through. Takes the database handle; server code only.
 */
import { and, desc, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Database } from '@/db/client'
import { leadSpam } from '@/db/schema'
import {
  DEFAULT_PAGE_SIZE,
  cursorTextSql,
  decodeCursor,
  encodeCursor,
  pageSizeSchema,
  parseKeysetQuery,
  type ParsedQuery,
  type Cursor,
  type SearchParamsInput,
} from '@/lib/admin/list-params'
import { SPAM_VIEWS, type SpamView } from './summary'

/** Counts stop here ("1,000+"). */
export const SPAM_COUNT_CAP = 1_000

export type SpamFilters = { view: SpamView; limit: number; cursor?: Cursor; dir: 'next' | 'prev' }

const schema = z.object({
  view: z.enum(SPAM_VIEWS, { error: 'Unknown view.' }).default('pending'),
  limit: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  dir: z.enum(['next', 'prev']).default('next'),
})

export function parseSpamFilters(input: SearchParamsInput): ParsedQuery<SpamFilters> {
  return parseKeysetQuery(input, ['view', 'limit'], schema, decodeCursor)
}

export function spamFiltersToQuery(filters: Partial<SpamFilters>): string {
  const params = new URLSearchParams()
  if (filters.view && filters.view !== 'pending') params.set('view', filters.view)
  if (filters.limit && filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit))
  return params.toString()
}

/** Each view walks its own partial index: (created_at, id) to review, (reviewed_at, id) reviewed. */
function viewOf(view: SpamView) {
  return view === 'pending'
    ? { where: isNull(leadSpam.reviewedAt), key: leadSpam.createdAt, column: '"lead_spam"."created_at"' }
    : { where: isNotNull(leadSpam.reviewedAt), key: leadSpam.reviewedAt, column: '"lead_spam"."reviewed_at"' }
}

async function countUpTo(db: Database, where: SQL, cap: number) {
  const probe = db
    .select({ one: sql`1`.as('one') })
    .from(leadSpam)
    .where(where)
    .limit(cap + 1)
    .as('probe')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(probe)
  return Number(row?.n ?? 0)
}

/** How many submissions wait for review (capped), for the leads desk's link. */
export async function pendingSpamCount() {
  const db = await getDb()
  const n = await countUpTo(db, isNull(leadSpam.reviewedAt), SPAM_COUNT_CAP)
  return { count: Math.min(n, SPAM_COUNT_CAP), capped: n > SPAM_COUNT_CAP }
}

export async function listSpam(filters: SpamFilters) {
  const db = await getDb()
  const view = viewOf(filters.view)
  // Newest first: walking forwards reads the index downwards, going back upwards.
  const descending = filters.dir === 'next'
  const cursor = filters.cursor
  const at = cursor ? sql`${cursor.at}::timestamptz` : undefined
  const position =
    cursor && at
      ? descending
        ? and(lte(view.key, at), sql`(${view.key}, ${leadSpam.id}) < (${at}, ${cursor.id})`)
        : and(sql`${view.key} >= ${at}`, sql`(${view.key}, ${leadSpam.id}) > (${at}, ${cursor.id})`)
      : undefined
  const order = descending
    ? [desc(view.key), desc(leadSpam.id)]
    : [sql`${view.key} asc`, sql`${leadSpam.id} asc`]
  const [fetched, n] = await Promise.all([
    db
      .select({ spam: leadSpam, cursorAt: sql<string>`${sql.raw(cursorTextSql(view.column))}` })
      .from(leadSpam)
      .where(and(view.where, position))
      .orderBy(...order)
      .limit(filters.limit + 1),
    countUpTo(db, view.where, SPAM_COUNT_CAP),
  ])
  const hasMore = fetched.length > filters.limit
  const page = fetched.slice(0, filters.limit)
  if (filters.dir === 'prev') page.reverse()
  const first = page[0]
  const last = page[page.length - 1]
  const hasPrev = filters.dir === 'next' ? !!cursor : hasMore
  const hasNext = filters.dir === 'next' ? hasMore : !!cursor
  return {
    rows: page.map((r) => r.spam),
    prevCursor: hasPrev && first ? encodeCursor({ at: first.cursorAt, id: first.spam.id }) : undefined,
    nextCursor: hasNext && last ? encodeCursor({ at: last.cursorAt, id: last.spam.id }) : undefined,
    total: Math.min(n, SPAM_COUNT_CAP),
    totalCapped: n > SPAM_COUNT_CAP,
  }
}
