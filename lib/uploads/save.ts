import 'server-only'
import { getDb } from '@/db/client'
import { recordAudit, type AuditEntry } from '@/lib/audit/record'
import { log } from '@/lib/log'
import { contentTypeFor, newImageKey } from './keys'
import { toWebp, UploadError } from './process'
import { detectImageType, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadKind } from './rules'
import { getUploadStorage } from './storage'

export type SavedImage = {
  /** Where browsers load it: /uploads/<key> from the local folder, S3_PUBLIC_URL/<key> from S3. */
  url: string
  key: string
  width: number
  height: number
  bytes: number
}

/**
 * Checks an uploaded picture (size, and type by its first bytes), converts it to a resized WebP
 * and stores it. Throws UploadError with the message to show when the file is refused.
 */
export async function saveUploadedImage(bytes: Buffer, kind: UploadKind): Promise<SavedImage> {
  if (bytes.length === 0) throw new UploadError(UPLOAD_MESSAGES.empty, 400)
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge, 413)
  const type = detectImageType(bytes)
  if (!type) throw new UploadError(UPLOAD_MESSAGES.wrongType, 415)
  const image = await toWebp(bytes, type)
  const key = newImageKey(kind)
  const storage = await getUploadStorage()
  await storage.put(key, image.data, contentTypeFor(key) ?? 'image/webp')
  log.info(
    { key, storage: storage.kind, inputBytes: bytes.length, storedBytes: image.data.length },
    'image uploaded',
  )
  return {
    url: storage.publicUrl(key),
    key,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
  }
}

export { UploadError }

/** The longest original file name kept in the audit log. */
const MAX_AUDITED_NAME = 255

/** One audit_log row per stored upload: who, the original file name and size, the folder, the result. */
export async function auditUpload(
  actor: AuditEntry['actor'],
  kind: UploadKind,
  file: { name: string; size: number },
  saved: SavedImage,
) {
  await recordAudit(await getDb(), {
    actor,
    action: 'upload',
    entity: 'upload',
    entityId: saved.key,
    after: {
      fileName: file.name.slice(0, MAX_AUDITED_NAME),
      kind,
      uploadedBytes: file.size,
      storedBytes: saved.bytes,
      width: saved.width,
      height: saved.height,
      url: saved.url,
    },
  })
}
