import { getDb } from '@/db/client'
import { recordAudit } from '@/lib/admin/audit'
import { contactFiltersToQuery, contactsCsvStream, parseContactFilters } from '@/lib/leads/contacts/queries'
import { csvResponse } from '@/lib/admin/csv'
import { businessDay } from '@/lib/admin/format'
import { badRequest } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/contacts/export?<the list's filters> → the filtered contact messages as a streamed CSV. */
export const GET = withPermission('leads:export', async (request, admin) => {
  const parsed = parseContactFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  const db = await getDb()
  const filters = { ...parsed.filters, me: admin.username, cursor: undefined, dir: 'next' as const }
  await recordAudit(db, {
    actor: admin,
    action: 'export',
    entity: 'contact',
    after: { filters: contactFiltersToQuery(filters) },
  })
  return csvResponse(contactsCsvStream(db, filters), `contacts-${businessDay(new Date())}.csv`)
})
