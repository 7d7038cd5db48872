import { getDb } from '@/db/client'
import { recordAudit } from '@/lib/admin/audit'
import { csvResponse } from '@/lib/admin/csv'
import { businessDay } from '@/lib/admin/format'
import { badRequest } from '@/lib/admin/http'
import { filtersToQuery, parseLeadFilters } from '@/lib/leads/estimates/filters'
import { leadsCsvStream } from '@/lib/leads/estimates/export'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/estimates/export?<the list's filters> → the filtered leads as a streamed CSV file. */
export const GET = withPermission('leads:export', async (request, admin) => {
  const parsed = parseLeadFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  const db = await getDb()
  const filters = { ...parsed.filters, cursor: undefined, dir: 'next' as const }
  await recordAudit(db, {
    actor: admin,
    action: 'export',
    entity: 'estimate',
    after: { filters: filtersToQuery(filters) },
  })
  return csvResponse(leadsCsvStream(db, filters), `leads-${businessDay(new Date())}.csv`)
})
