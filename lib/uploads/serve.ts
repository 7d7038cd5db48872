import 'server-only'
import { createHash } from 'node:crypto'
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/security-headers'
import { contentTypeFor, isSafeKey, UPLOAD_CACHE_CONTROL } from './keys'
import { getUploadStorage } from './storage'

export async function serveUpload(request: Request, segments: readonly string[]): Promise<Response> {
  const key = segments.join('/')
  const contentType = contentTypeFor(key)
  if (!isSafeKey(segments) || !contentType) return notFound()
  const storage = await getUploadStorage()
  const data = await storage.get(key)
  if (!data) return notFound()
  const etag = `"${createHash('sha1').update(data).digest('base64url')}"`
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': UPLOAD_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
    'Content-Length': String(data.length),
  })
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(data), { status: 200, headers })
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
