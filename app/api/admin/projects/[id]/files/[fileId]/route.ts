import { json, parseId } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { projectFileResponse } from '@/lib/projects/file-responses'

export const dynamic = 'force-dynamic'

type Params = { id: string; fileId: string }

/** GET /api/admin/projects/{id}/files/{fileId}: a stage's photo or document, for whoever may see the project. */
export const GET = withPermission<Params>('projects:read', async (_request, admin, { params }) => {
  const { id, fileId } = await params
  const projectId = parseId(id)
  const file = parseId(fileId)
  if (!projectId || !file) return json({ message: 'Not found.' }, 404)
  return projectFileResponse(admin, projectId, file)
})
