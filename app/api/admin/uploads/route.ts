import { requirePermission } from '@/lib/auth/guard'
import type { AdminUser } from '@/lib/auth/session'
import type { Permission } from '@/lib/auth/permissions'
import { errorResponse } from '@/lib/http/error-response'
import { requestLog } from '@/lib/log'
import { auditUpload, saveUploadedImage, type SavedImage } from '@/lib/uploads/save'
import { getUploadStorage } from '@/lib/uploads/storage'
import { isUploadKind, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadKind } from '@/lib/uploads/rules'

export const dynamic = 'force-dynamic'

/** Who may upload into which folder: the permission of the form that uses the picture. */
const UPLOAD_PERMISSION: Record<UploadKind, Permission> = {
  pools: 'pools:write',
  manufacturers: 'manufacturers:write',
  blog: 'blog:write',
  testimonials: 'settings:manage',
  resources: 'settings:manage',
  company: 'settings:manage',
  media: 'media:write',
}

/** Multipart overhead allowed on top of the file itself before the body is refused unread. */
const FORM_OVERHEAD_BYTES = 64 * 1024

function fail(status: number, message: string) {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST multipart/form-data {file, kind}: checks the picture (type by its first bytes, size),
 * stores it as a resized WebP, records who uploaded what in the audit log and answers
 * {url, width, height}. The form then saves the URL.
 */
export async function POST(request: Request) {
  const url = new URL(request.url)
  const kind = url.searchParams.get('kind')
  if (!isUploadKind(kind)) return fail(400, UPLOAD_MESSAGES.badKind)
  let admin: AdminUser
  try {
    admin = await requirePermission(UPLOAD_PERMISSION[kind], request)
  } catch (error) {
    const response = errorResponse(error)
    if (response) return response
    throw error
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge)

  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get('file')
  } catch {
    return fail(400, UPLOAD_MESSAGES.missing)
  }
  if (!(file instanceof File)) return fail(400, UPLOAD_MESSAGES.missing)
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge)

  let saved: SavedImage
  try {
    saved = await saveUploadedImage(Buffer.from(await file.arrayBuffer()), kind)
  } catch (error) {
    const refused = errorResponse(error)
    if (refused) return refused
    requestLog(request).error({ err: error }, 'image upload failed')
    return fail(500, 'The image could not be stored. Please try again.')
  }
  try {
    await auditUpload(admin, kind, file, saved)
  } catch (error) {
    // An upload nobody can trace is not kept.
    requestLog(request).error({ err: error, key: saved.key }, 'image upload could not be audited')
    await (await getUploadStorage()).remove(saved.key).catch(() => undefined)
    return fail(500, 'The image could not be stored. Please try again.')
  }
  return Response.json(
    { url: saved.url, width: saved.width, height: saved.height },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
