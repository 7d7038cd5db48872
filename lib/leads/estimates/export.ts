import 'server-only'
/**
 * The CSV export of the filtered leads list, streamed in keyset batches in the list's order,
 * each export recorded in the audit log. The lost reason is in words (the list's entry, 'Other: …',
 * or an older free text), and the lead's source ('Website' for web leads) and deal value close
 * each row, for reports made in a spreadsheet.
 */
import { and } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateRequests as leads, leadSources, lostReasons } from '@/db/schema'
import { recordAudit, type AuditEntry } from '@/lib/audit/record'
import { csvStream } from '@/lib/admin/csv'
import { formatSortableDateTime } from '@/lib/format'
import { filtersToQuery, type LeadFilters } from './filters'
import { describeLostReason } from './mutations'
import { keyBounds, keysetPosition, leadOrder, leadWhere, planLeadSort, sortKeyText } from './list-query'
import { LEAD_SORT_SPECS, type LeadCursor } from './sorts'

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
  'Lead source',
  'Deal value (USD)',
] as const

const BATCH = 1000

/** 4650050 → '46500.50': a plain number a spreadsheet reads, from the integer cents. */
function centsAsDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

async function* leadBatches(db: Database, filters: LeadFilters) {
  const where = leadWhere(filters)
  // The two lists are small: read once, named by id for every row.
  const [sources, reasons] = await Promise.all([
    db.select({ id: leadSources.id, name: leadSources.name }).from(leadSources),
    db.select({ id: lostReasons.id, label: lostReasons.label }).from(lostReasons),
  ])
  const sourceName = new Map(sources.map((r) => [r.id, r.name]))
  const reasonLabel = new Map(reasons.map((r) => [r.id, r.label]))
  // The list's own plan: the same order (or the same fallback) at any table size.
  const plan = await planLeadSort(db, filters)
  const spec = LEAD_SORT_SPECS[plan.sort]
  const descending = spec.descending
  let after: LeadCursor | undefined
  for (;;) {
    const position = after ? keysetPosition(plan.sort, after, descending) : undefined
    const found = await db
      .select({ lead: leads, cursorAt: sortKeyText(plan.sort) })
      .from(leads)
      .where(and(where, keyBounds(plan.sort, filters), position))
      .orderBy(...leadOrder({ ...filters, sort: plan.sort }, descending, plan.sortMatches))
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
      lead.lostReasonId && reasonLabel.has(lead.lostReasonId)
        ? describeLostReason(reasonLabel.get(lead.lostReasonId) ?? '', lead.lostReason)
        : lead.lostReason,
      lead.attribution?.utmSource,
      lead.attribution?.utmMedium,
      lead.attribution?.utmCampaign,
      lead.attribution?.utmTerm,
      lead.attribution?.utmContent,
      lead.attribution?.referrer,
      lead.attribution?.landingPage,
      lead.leadSourceId ? (sourceName.get(lead.leadSourceId) ?? null) : 'Website',
      lead.dealValueCents === null ? null : centsAsDecimal(lead.dealValueCents),
    ])
    const last = found[found.length - 1]
    if (found.length < BATCH || !last) return
    after = { key: spec.key, at: last.cursorAt, id: last.lead.id }
  }
}

/** The leads of the list's filters as a CSV stream, after the audit log records who exported which. */
export async function exportLeadsCsv(actor: AuditEntry['actor'], filters: LeadFilters) {
  const db = await getDb()
  await recordAudit(db, {
    actor,
    action: 'export',
    entity: 'estimate',
    after: { filters: filtersToQuery(filters) },
  })
  return csvStream(LEAD_CSV_HEADER, leadBatches(db, filters))
}
