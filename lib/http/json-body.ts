/**
 * The one JSON body reader of the route handlers (public API, admin API, login) and their JSON
 * answer. Reading a JSON request body safely: only JSON content types (415 otherwise), at most 64 KB
 * (413, checked on the declared length and again while reading), and a clear 400 for a body
 * that does not parse or nests deeper than MAX_JSON_NESTING (lib/http/json-nesting).
 */
import { isTooDeep, TOO_DEEP_MESSAGE } from './json-nesting'

export const MAX_BODY_BYTES = 64 * 1024

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i

export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!JSON_TYPE.test(type.trim())) {
    return {
      ok: false,
      status: 415,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    }
  }
  const tooLarge = {
    ok: false,
    status: 413,
    message: `The request body must be at most ${maxBytes / 1024} KB.`,
  } as const
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge
  if (!request.body) return { ok: false, status: 400, message: 'The request body is empty.' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return tooLarge
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  if (!text.trim()) return { ok: false, status: 400, message: 'The request body is empty.' }
  if (isTooDeep(text)) return { ok: false, status: 400, message: TOO_DEEP_MESSAGE }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' }
  }
}

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}
