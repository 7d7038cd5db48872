import { pdfResponse } from '@/lib/contracts/download'
import { homeownerSignedContract } from '@/lib/homeowner/downloads'

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** GET /my-pool/{token}/contract → the signed contract's PDF (a download), authorised by the token. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const file = await homeownerSignedContract((await params).token)
  return file ? pdfResponse(file) : NOT_FOUND()
}
