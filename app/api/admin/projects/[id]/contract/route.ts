import { json, parseId } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { contractPdfResponse } from '@/lib/projects/file-responses'

export const dynamic = 'force-dynamic'

type Params = { id: string }

/** GET /api/admin/projects/{id}/contract: the signed contract's PDF, for whoever may see the project. */
export const GET = withPermission<Params>('projects:read', async (_request, admin, { params }) => {
  const projectId = parseId((await params).id)
  if (!projectId) return json({ message: 'Not found.' }, 404)
  return contractPdfResponse(admin, projectId)
})
