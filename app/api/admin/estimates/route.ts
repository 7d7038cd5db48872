import { withPermission } from '@/lib/auth/guard'
import { parseLeadFilters } from '@/lib/leads/estimates/filters'
import { listLeads } from '@/lib/leads/estimates/list-query'
import { badRequest, json } from '@/lib/admin/http'

/**
 * GET /api/admin/estimates?q&status&branch&type&source&rep&from&to&sort&limit&cursor&dir
 * → {rows, nextCursor, prevCursor, total, totalCapped, sort, notice?}; sort is the order used
 * (newest first, with a notice, when the one asked for cannot be served fast for these filters).
 */
export const GET = withPermission('leads:read', async (request) => {
  const parsed = parseLeadFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  return json(await listLeads(parsed.filters))
})
