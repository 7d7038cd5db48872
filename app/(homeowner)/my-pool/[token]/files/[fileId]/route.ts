import { homeownerProjectFile } from '@/lib/homeowner/project'
import { fileResponse } from '@/lib/projects/file-responses'

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /my-pool/{token}/files/{fileId} → a photo (shown in the page) or document (downloaded) of the
 * homeowner's own project, authorised by the token; any other file, or a token that opens
 * nothing, is a 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ token: string; fileId: string }> },
) {
  const { token, fileId } = await params
  const file = /^\d{1,9}$/.test(fileId) ? await homeownerProjectFile(token, Number(fileId)) : null
  if (!file) return NOT_FOUND()
  return fileResponse(
    file.data,
    file.contentType,
    `${file.inline ? 'inline' : 'attachment'}; filename="${file.name}"`,
  )
}
