/**
 * The CSV export of the filtered leads list, streamed in keyset batches in the list's order.
 * Takes the database handle; only server code imports it.
 */
import { and } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { estimateRequests as leads } from '@/db/schema'
import { csvStream } from '../csv'
import { formatSortableDateTime } from '../format'
import type { LeadFilters } from './filters'
import type { Cursor } from '../list-params'
import { cursorAtColumn, keysetPosition, leadOrder, leadWhere } from './list-query'

export const LEAD_CSV_HEADER = [
  'ID',
  'Created (ET)',
  'Type',
  'Status',
  'Status updated (ET)',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Branch',
  'Source page',
  'Sales rep',
  'Pool type',
  'Budget range',
  'Timeframe',
  'Message',
  'Lost reason',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Referrer',
  'Landing page',
] as const

const BATCH = 1000

async function* leadBatches(db: Database, filters: LeadFilters) {
  const where = leadWhere(filters)
  const descending = filters.sort === 'newest'
  let after: Cursor | undefined
  for (;;) {
    const position = after ? keysetPosition(after, descending) : undefined
    const found = await db
      .select({ lead: leads, cursorAt: cursorAtColumn })
      .from(leads)
      .where(and(where, position))
      .orderBy(...leadOrder(filters, descending))
      .limit(BATCH)
    if (!found.length) return
    yield found.map(({ lead }) => [
      lead.id,
      formatSortableDateTime(lead.createdAt),
      lead.requestType,
      lead.status,
      formatSortableDateTime(lead.statusUpdatedAt),
      [lead.firstName, lead.lastName].filter(Boolean).join(' '),
      lead.email,
      lead.phone,
      lead.address,
      lead.branchDetails?.name ?? lead.nearestBranch,
      lead.sourcePage,
      lead.salesRep,
      lead.poolType,
      lead.budgetRange,
      lead.timeframe,
      lead.message,
      lead.lostReason,
      lead.attribution?.utmSource,
      lead.attribution?.utmMedium,
      lead.attribution?.utmCampaign,
      lead.attribution?.utmTerm,
      lead.attribution?.utmContent,
      lead.attribution?.referrer,
      lead.attribution?.landingPage,
    ])
    const last = found[found.length - 1]
    if (found.length < BATCH || !last) return
    after = { at: last.cursorAt, id: last.lead.id }
  }
}

export function leadsCsvStream(db: Database, filters: LeadFilters) {
  return csvStream(LEAD_CSV_HEADER, leadBatches(db, filters))
}
