import { exportContactsCsv, parseContactFilters } from '@/lib/leads/contacts/queries'
import { csvResponse } from '@/lib/admin/csv'
import { businessDay } from '@/lib/format'
import { badRequest } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/contacts/export?<the list's filters> → the filtered contact messages as a streamed CSV. */
export const GET = withPermission('leads:export', async (request, admin) => {
  const parsed = parseContactFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  const filters = { ...parsed.filters, me: admin.username, cursor: undefined, dir: 'next' as const }
  return csvResponse(await exportContactsCsv(admin, filters), `contacts-${businessDay(new Date())}.csv`)
})
