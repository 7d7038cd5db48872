/**
 * The leads desk's filters, sort and page position, parsed from the query string (the page) or
 * the API's query parameters. Unknown or malformed values become clear field errors.
 */
import { z } from 'zod'
import {
  DEFAULT_PAGE_SIZE,
  isoDate,
  pageSizeSchema,
  parseKeysetQuery,
  type ParsedQuery,
  type SearchParamsInput,
} from '@/lib/admin/list-params'
import { decodeLeadCursor, LEAD_SORTS, type LeadCursor, type LeadSort } from './sorts'
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from './statuses'

export { LEAD_SORT_LABELS, LEAD_SORTS, type LeadSort } from './sorts'

/** Filter value for "no branch" and "no sales rep". */
export const NONE = 'none'

export type LeadFilters = {
  q?: string
  status?: LeadStatus
  branch?: string
  type?: LeadType
  source?: string
  rep?: string
  from?: string
  to?: string
  sort: LeadSort
  limit: number
  cursor?: LeadCursor
  /** 'next' continues after the cursor; 'prev' goes back before it. */
  dir: 'next' | 'prev'
}

const schema = z
  .object({
    q: z.string().max(100, 'Search text can be at most 100 characters.').optional(),
    status: z.enum(LEAD_STATUSES, { error: 'Unknown status.' }).optional(),
    branch: z.string().max(100).optional(),
    type: z.enum(LEAD_TYPES, { error: 'Unknown request type.' }).optional(),
    source: z.string().max(255).optional(),
    rep: z.string().max(50).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    sort: z.enum(LEAD_SORTS, { error: 'Unknown sort.' }).default('newest'),
    limit: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    cursor: z.string().max(2000).optional(),
    dir: z.enum(['next', 'prev']).default('next'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be before the end date.',
    path: ['to'],
  })

export const FILTER_KEYS = [
  'q',
  'status',
  'branch',
  'type',
  'source',
  'rep',
  'from',
  'to',
  'sort',
  'limit',
] as const

export type ParsedFilters = ParsedQuery<LeadFilters>

export function parseLeadFilters(input: SearchParamsInput): ParsedFilters {
  return parseKeysetQuery(input, FILTER_KEYS, schema, (cursor, values) =>
    decodeLeadCursor(cursor, values.sort),
  )
}

/** The query string of a filter set (without the page position), for links and the CSV export. */
export function filtersToQuery(filters: Partial<LeadFilters>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]
    if (value === undefined || value === '') continue
    if (key === 'sort' && value === 'newest') continue
    if (key === 'limit' && value === DEFAULT_PAGE_SIZE) continue
    params.set(key, String(value))
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return params.toString()
}
