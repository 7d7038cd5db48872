/**
 * The leads desk's sort orders. Each reads one indexed key (created_at; the last status change,
 * which is the creation for a lead never moved; the name, case-insensitive) with the id as the
 * tie-break, so every page is a keyset walk down an index at any table size. Shared by the filter
 * parser (labels, cursor check) and the list query; no database code here.
 */
export const LEAD_SORTS = [
  'newest',
  'oldest',
  'status-recent',
  'status-oldest',
  'name-az',
  'name-za',
] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'status-recent': 'Status changed, latest first',
  'status-oldest': 'Status changed, longest ago first',
  'name-az': 'Name, A to Z',
  'name-za': 'Name, Z to A',
}

/** Which key a sort reads: the cursor of a page remembers it. */
export type LeadSortKey = 'created' | 'status' | 'name'

export const LEAD_SORT_SPECS: Record<LeadSort, { key: LeadSortKey; descending: boolean }> = {
  newest: { key: 'created', descending: true },
  oldest: { key: 'created', descending: false },
  'status-recent': { key: 'status', descending: true },
  'status-oldest': { key: 'status', descending: false },
  'name-az': { key: 'name', descending: false },
  'name-za': { key: 'name', descending: true },
}

/** A page position: the sort key of the row as text (a microsecond timestamp, or the name) and its id. */
export type LeadCursor = { key: LeadSortKey; at: string; id: number }

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/
const NAME_MAX = 600

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.key}|${cursor.at}|${cursor.id}`, 'utf8').toString('base64url')
}

/**
 * The cursor, if it is well formed and belongs to the sort's key (or to created_at, the key of
 * newest first, which a sort falls back to when it cannot be served fast); otherwise undefined.
 */
export function decodeLeadCursor(value: string, sort: LeadSort): LeadCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return undefined
  const text = Buffer.from(value, 'base64url').toString('utf8')
  const first = text.indexOf('|')
  const last = text.lastIndexOf('|')
  if (first < 0 || last <= first) return undefined
  const key = text.slice(0, first)
  const at = text.slice(first + 1, last)
  const idText = text.slice(last + 1)
  if ((key !== LEAD_SORT_SPECS[sort].key && key !== 'created') || !/^\d{1,10}$/.test(idText)) return undefined
  if (key === 'name' ? at.length > NAME_MAX || at.includes('\u0000') : !TIMESTAMP.test(at)) return undefined
  return { key, at, id: Number(idText) }
}
