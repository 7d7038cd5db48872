import { listContacts, parseContactFilters } from '@/lib/leads/contacts/queries'
import { badRequest, json } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'

/** GET /api/admin/contacts?q&status&branch&rep (a username, mine or none)&from&to&sort&limit&cursor&dir → {rows, nextCursor, prevCursor, total}. */
export const GET = withPermission('contacts:read', async (request, admin) => {
  const parsed = parseContactFilters(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest('Some filters are not valid.', parsed.errors)
  return json(await listContacts({ ...parsed.filters, me: admin.username }))
})
