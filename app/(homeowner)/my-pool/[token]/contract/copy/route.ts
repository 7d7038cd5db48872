import { pdfResponse } from '@/lib/contracts/download'
import { homeownerContractCopy } from '@/lib/homeowner/downloads'

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /my-pool/{token}/contract/copy?option={alternative id} → the contract that option would be,
 * unsigned, to read before signing (a download), authorised by the token.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const option = Number(new URL(request.url).searchParams.get('option'))
  if (!Number.isSafeInteger(option) || option <= 0) return NOT_FOUND()
  const file = await homeownerContractCopy((await params).token, option)
  return file ? pdfResponse(file) : NOT_FOUND()
}
