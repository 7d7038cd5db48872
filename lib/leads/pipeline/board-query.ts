import 'server-only'
/**
 * The pipeline board: per column its count and newest cards, for one office and rep or all. Each
 * column is two queries on the (status, created_at) index, so the board stays quick with a
 * million leads; won and lost show only the leads closed in the last CLOSED_RECENT_DAYS.
 */
import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateRequests as lead } from '@/db/schema'
import { NONE } from '@/lib/leads/estimates/filters'
import { toCard, type PipelineCard } from './card'
import {
  CARDS_PER_COLUMN,
  CLOSED_RECENT_DAYS,
  CLOSED_STATUSES,
  PIPELINE_STATUSES,
  type PipelineStatus,
} from './columns'

/** An office id or rep username to keep, NONE for leads without one; undefined for all. */
export type BoardFilters = { branch?: string; rep?: string }

export type BoardColumn = {
  status: PipelineStatus
  /** Cards this column counts (for won/lost: closed recently). */
  count: number
  /** Every lead with this status for the filters, as the leads desk lists them. */
  total: number
  cards: PipelineCard[]
}

const CARD_FIELDS = {
  id: lead.id,
  firstName: lead.firstName,
  lastName: lead.lastName,
  status: lead.status,
  requestType: lead.requestType,
  nearestBranch: lead.nearestBranch,
  salesRep: lead.salesRep,
  poolType: lead.poolType,
  dealValueCents: lead.dealValueCents,
  phone: lead.phone,
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
}

function filterConditions({ branch, rep }: BoardFilters): SQL[] {
  const conditions: SQL[] = []
  if (branch) conditions.push(branch === NONE ? isNull(lead.nearestBranch) : eq(lead.nearestBranch, branch))
  if (rep) conditions.push(rep === NONE ? isNull(lead.salesRep) : eq(lead.salesRep, rep))
  return conditions
}

export async function loadBoard(filters: BoardFilters, now = new Date()): Promise<BoardColumn[]> {
  const db = await getDb()
  const closedSince = new Date(now.getTime() - CLOSED_RECENT_DAYS * 86_400_000)
  const base = filterConditions(filters)
  return Promise.all(
    PIPELINE_STATUSES.map(async (status): Promise<BoardColumn> => {
      const all = and(eq(lead.status, status), ...base)
      const closed = CLOSED_STATUSES.includes(status)
      const shown = closed ? and(all, gte(lead.statusUpdatedAt, closedSince)) : all
      const order = closed
        ? [desc(lead.statusUpdatedAt), desc(lead.id)]
        : [desc(lead.createdAt), desc(lead.id)]
      const [cards, [shownCount], [totalCount]] = await Promise.all([
        db
          .select(CARD_FIELDS)
          .from(lead)
          .where(shown)
          .orderBy(...order)
          .limit(CARDS_PER_COLUMN),
        db.select({ n: count() }).from(lead).where(shown),
        closed ? db.select({ n: count() }).from(lead).where(all) : Promise.resolve([]),
      ])
      const shownN = Number(shownCount?.n ?? 0)
      return {
        status,
        count: shownN,
        total: closed ? Number(totalCount?.n ?? 0) : shownN,
        cards: cards.map(toCard),
      }
    }),
  )
}

/** One card as it is now (the fresh card a refused move answers with), or null when gone. */
export async function loadCard(db: Database, id: number): Promise<PipelineCard | null> {
  const [row] = await db.select(CARD_FIELDS).from(lead).where(eq(lead.id, id))
  return row ? toCard(row) : null
}
