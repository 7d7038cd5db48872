import { json, parseId } from '@/lib/admin/http'
import { withPermission } from '@/lib/auth/guard'
import { pdfResponse, staffSignedContract } from '@/lib/contracts/download'

type Params = { id: string }

/** GET /api/admin/contracts/{signature id} → the signed contract's PDF (a download, audited). */
export const GET = withPermission<Params>('leads:read', async (_request, admin, { params }) => {
  const id = parseId((await params).id)
  const file = id ? await staffSignedContract(admin, id) : null
  return file ? pdfResponse(file) : json({ message: 'No signed contract with this number.' }, 404)
})
