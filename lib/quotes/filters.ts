/**
 * The quotes list's filters (issue 35 §3: status, rep and office, and a search), read from the
 * address so a filtered list can be shared. Pure: the page and its tests parse the same way.
 */
import { z } from 'zod'
import { parseQuery, type ParsedQuery, type SearchParamsInput } from '@/lib/admin/list-params'
import { QUOTE_STATUSES, type QuoteStatus } from './states'

/** A quote's status is its latest version's, which is never 'superseded'. */
export const QUOTE_LIST_STATUSES = QUOTE_STATUSES.filter(
  (s): s is Exclude<QuoteStatus, 'superseded'> => s !== 'superseded',
)

export const QUOTES_PAGE_SIZE = 25

export type QuoteFilters = {
  q?: string
  status?: Exclude<QuoteStatus, 'superseded'>
  /** A username, 'mine' (the viewer, see `me`) or 'none'. */
  rep?: string
  /** An office id, or 'none'. */
  office?: string
  /** Only quotes whose discount waits for an admin's approval. */
  approval?: 'pending'
  page: number
}

const schema = z.object({
  q: z.string().max(100, 'Search text can be at most 100 characters.').optional(),
  status: z.enum(QUOTE_LIST_STATUSES, { error: 'Unknown status.' }).optional(),
  rep: z
    .string()
    .max(50, 'Unknown sales rep.')
    .regex(/^[^\u0000-\u001f]*$/, 'Unknown sales rep.')
    .optional(),
  office: z
    .string()
    .max(50, 'Unknown office.')
    .regex(/^[a-z0-9-]+$/i, 'Unknown office.')
    .optional(),
  approval: z.enum(['pending'], { error: 'Unknown approval filter.' }).optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'The page is out of range.')
    .default(1),
})

const KEYS = ['q', 'status', 'rep', 'office', 'approval', 'page'] as const

export function parseQuoteFilters(input: SearchParamsInput): ParsedQuery<QuoteFilters> {
  return parseQuery(input, KEYS, schema)
}

/** The filters as a query string (without the page unless asked). */
export function quoteFiltersToQuery(filters: Partial<QuoteFilters>, page?: number): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    if (key === 'page') continue
    const value = filters[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  if (page && page > 1) params.set('page', String(page))
  return params.toString()
}

/** 'Q-000123' or '123' typed in the search: the quote's id. */
export function quoteIdFromSearch(q: string): number | null {
  const match = /^\s*(?:q-?)?0*(\d{1,9})(?:-v\d+)?\s*$/i.exec(q)
  return match ? Number(match[1]) : null
}
