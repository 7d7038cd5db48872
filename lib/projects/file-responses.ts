import 'server-only'
/**
 * The HTTP side of a project's private files (the route handlers only parse the ids and call
 * these): a stage's photo or document and the signed contract, served to a staff member who may see
 * the project (anyone else, and a project or file that does not exist, gets the same 404), and an
 * upload of a photo or document (multipart: file, stage, kind, caption).
 */
import { errorResponse } from '@/lib/http/error-response'
import { log } from '@/lib/log'
import type { AdminUser } from '@/lib/auth/session'
import { getPrivateStorage } from '@/lib/uploads/private-storage'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'
import { quoteReference } from '@/lib/contracts/document'
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/security-headers'
import { inScope, projectScope } from './access'
import { addProjectFile, downloadName, readProjectFile } from './files'
import { projectContractFile, projectRep } from './queries'

/** Multipart overhead allowed on top of the file before the body is refused unread. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const NOT_FOUND_MESSAGE = 'Not found.'

function json(status: number, body: unknown) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

function notFound() {
  return json(404, { message: NOT_FOUND_MESSAGE })
}

/** A private file's bytes, never cached by a shared cache (also the homeowner's portal's files). */
export function fileResponse(data: Buffer, contentType: string, disposition: string) {
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(data.length),
      'Content-Disposition': disposition,
      // A homeowner's yard and papers: kept by this browser only, never by a shared cache.
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
    },
  })
}

async function visible(admin: AdminUser, projectId: number): Promise<boolean> {
  const project = await projectRep(projectId)
  return !!project && inScope(projectScope(admin), project.repId)
}

/** GET a stage's photo (shown in the page) or document (downloaded under its name). */
export async function projectFileResponse(admin: AdminUser, projectId: number, fileId: number) {
  if (!(await visible(admin, projectId))) return notFound()
  const found = await readProjectFile(projectId, fileId)
  if (!found) return notFound()
  const name = downloadName(found.file.fileName, found.file.contentType)
  const disposition = found.file.kind === 'photo' ? 'inline' : 'attachment'
  return fileResponse(found.data, found.file.contentType, `${disposition}; filename="${name}"`)
}

/** GET the signed contract's PDF. */
export async function contractPdfResponse(admin: AdminUser, projectId: number) {
  const contract = await projectContractFile(projectId)
  if (!contract || !inScope(projectScope(admin), contract.repId) || !contract.pdfKey) return notFound()
  const data = await getPrivateStorage().get(contract.pdfKey)
  if (!data) return notFound()
  const name = `contract-${quoteReference(contract.quoteId, contract.versionNumber)}.pdf`
  return fileResponse(data, 'application/pdf', `attachment; filename="${name}"`)
}

/** POST multipart {file, stage, kind, caption} → 201 {id}; refusals as {message, errors}. */
export async function uploadProjectFileResponse(request: Request, admin: AdminUser, projectId: number) {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES)
    return json(413, { message: UPLOAD_MESSAGES.tooLarge, errors: { file: UPLOAD_MESSAGES.tooLarge } })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return json(400, { message: UPLOAD_MESSAGES.missing, errors: { file: UPLOAD_MESSAGES.missing } })
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    return json(400, { message: UPLOAD_MESSAGES.missing, errors: { file: UPLOAD_MESSAGES.missing } })
  if (file.size > MAX_UPLOAD_BYTES)
    return json(413, { message: UPLOAD_MESSAGES.tooLarge, errors: { file: UPLOAD_MESSAGES.tooLarge } })
  try {
    const saved = await addProjectFile(admin, projectId, {
      stage: form.get('stage'),
      kind: form.get('kind'),
      caption: form.get('caption'),
      file: { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) },
    })
    return json(201, { id: saved.id, message: saved.kind === 'photo' ? 'Photo added.' : 'Document added.' })
  } catch (error) {
    const refused = errorResponse(error)
    if (refused) {
      // A refused file is the file field's problem unless the error named another field.
      const body = (await refused.json()) as { message: string; errors?: Record<string, string> }
      return json(refused.status, { ...body, errors: body.errors ?? { file: body.message } })
    }
    log.error({ err: error, projectId }, 'project file upload failed')
    return json(500, { message: 'The file could not be stored. Nothing was added; please try again.' })
  }
}
