/**
 * POST /api/admin/media, multipart {file, alt, caption}: adds a picture to the media library. The
 * words are checked first (alt text is required), then the file (type by its first bytes, size),
 * which is stored as a resized WebP with its record and audit row (lib/media). Answers 201
 * {id, url, alt}; 400/413/415 with the message (and field errors) to show.
 */
import { requirePermission } from '@/lib/auth/guard'
import type { AdminUser } from '@/lib/auth/session'
import { errorResponse } from '@/lib/http/error-response'
import { requestLog } from '@/lib/log'
import { addMediaImage } from '@/lib/media/mutations'
import { mediaWordsSchema } from '@/lib/media/schema'
import { fieldErrorsFrom, INVALID_FORM_MESSAGE, type FieldErrors } from '@/lib/field-errors'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'

export const dynamic = 'force-dynamic'

/** Multipart overhead allowed on top of the file itself before the body is refused unread. */
const FORM_OVERHEAD_BYTES = 64 * 1024

function fail(status: number, message: string, errors?: FieldErrors) {
  return Response.json(
    { message, ...(errors ? { errors } : {}) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function POST(request: Request) {
  let admin: AdminUser
  try {
    admin = await requirePermission('media:write', request)
  } catch (error) {
    const response = errorResponse(error)
    if (response) return response
    throw error
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge)

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return fail(400, UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing })
  }
  const words = mediaWordsSchema.safeParse({ alt: form.get('alt'), caption: form.get('caption') })
  if (!words.success) return fail(400, INVALID_FORM_MESSAGE, fieldErrorsFrom(words.error))
  const file = form.get('file')
  if (!(file instanceof File)) return fail(400, UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing })
  if (file.size > MAX_UPLOAD_BYTES)
    return fail(413, UPLOAD_MESSAGES.tooLarge, { file: UPLOAD_MESSAGES.tooLarge })

  try {
    const row = await addMediaImage(
      admin,
      { bytes: Buffer.from(await file.arrayBuffer()), name: file.name },
      words.data,
    )
    return Response.json(
      { id: row.id, url: row.url, alt: row.alt },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    const refused = errorResponse(error)
    if (refused) return refused
    requestLog(request).error({ err: error }, 'media upload failed')
    return fail(500, 'The picture could not be stored. Please try again.')
  }
}
