import { csvResponse } from '@/lib/admin/csv'
import { businessDay } from '@/lib/format'
import { badRequest } from '@/lib/admin/http'
import { parseLeadFilters } from '@/lib/leads/estimates/filters'
import { exportLeadsCsv } from '@/lib/leads/estimates/export'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/estimates/export?<the list's filters> → the filtered leads as a streamed CSV file. */
export const GET = withPermission('leads:export', async (request, admin) => {
  const parsed = parseLeadFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  const filters = { ...parsed.filters, cursor: undefined, dir: 'next' as const }
  return csvResponse(await exportLeadsCsv(admin, filters), `leads-${businessDay(new Date())}.csv`)
})
