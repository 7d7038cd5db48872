import { json, parseId } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { uploadProjectFileResponse } from '@/lib/projects/file-responses'
import { PROJECT_MESSAGES } from '@/lib/projects/rules'

export const dynamic = 'force-dynamic'

type Params = { id: string }

/**
 * POST /api/admin/projects/{id}/files, multipart {file, stage, kind, caption} → 201 {id}: a photo
 * (re-encoded WebP) or a document (PDF or picture) for one stage, in the private storage.
 */
export const POST = withPermission<Params>('projects:write', async (request, admin, { params }) => {
  const id = parseId((await params).id)
  if (!id) return json({ message: PROJECT_MESSAGES.notFound }, 404)
  return uploadProjectFileResponse(request, admin, id)
})
