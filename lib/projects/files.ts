import 'server-only'
/**
 * A stage's photos and documents (issue 36 §1): kept in the private storage
 * (lib/uploads/private-storage, never reachable by URL: a homeowner's yard, permits and surveys
 * name a home) and served only through a route that checks who asks. A photo goes through the
 * uploads' image pipeline (type by its first bytes, turned upright, scaled down, metadata and GPS
 * position dropped, WebP); a document is a PDF or a picture (JPEG, PNG, WebP) kept as sent. Both
 * have the uploads' size limit. The file is stored first and its row written after, with the
 * history line and the audit row; if that fails, the file is removed again.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { projectEvents, projectFiles, projects } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { AdminInputError } from '@/lib/errors'
import { log } from '@/lib/log'
import { getPrivateStorage } from '@/lib/uploads/private-storage'
import { toWebp, UploadError } from '@/lib/uploads/process'
import { detectImageType, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'
import { PROJECT_EVENTS } from './history'
import {
  PROJECT_FILE_KIND_LABELS,
  PROJECT_MESSAGES,
  isProjectFileKind,
  isProjectStageKey,
  type ProjectFileKind,
  type ProjectStageKey,
} from './rules'

type Actor = Pick<AdminUser, 'id' | 'username'>
export type ProjectFile = typeof projectFiles.$inferSelect

export const CAPTION_MAX = 500
const PDF_MAGIC = '%PDF-'

export type NewProjectFile = {
  stage: unknown
  kind: unknown
  caption: unknown
  file: { name: string; bytes: Buffer }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** What is stored for an upload: a photo re-encoded, a document as sent; refused with a message. */
async function prepare(kind: ProjectFileKind, bytes: Buffer) {
  if (bytes.length === 0) throw new UploadError(UPLOAD_MESSAGES.empty, 400)
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge, 413)
  const imageType = detectImageType(bytes)
  if (kind === 'photo') {
    if (!imageType) throw new UploadError(PROJECT_MESSAGES.photoNotImage, 415)
    const image = await toWebp(bytes, imageType)
    return { data: image.data, contentType: 'image/webp', width: image.width, height: image.height }
  }
  if (bytes.subarray(0, PDF_MAGIC.length).toString('latin1') === PDF_MAGIC)
    return { data: bytes, contentType: 'application/pdf', width: null, height: null }
  if (imageType) return { data: bytes, contentType: imageType, width: null, height: null }
  throw new UploadError(PROJECT_MESSAGES.documentType, 415)
}

/** A file name safe to send back in a Content-Disposition header, with the stored type's ending. */
export function downloadName(fileName: string, contentType: string): string {
  const base =
    fileName
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^A-Za-z0-9 ._-]+/g, '-')
      .trim()
      .slice(0, 100) || 'file'
  return `${base}.${EXTENSIONS[contentType] ?? 'bin'}`
}

function describeFile(kind: ProjectFileKind, caption: string | null, fileName: string): string {
  return kind === 'photo'
    ? `a photo${caption ? `: ${caption}` : ''}`
    : `${PROJECT_FILE_KIND_LABELS[kind].toLowerCase()} (${fileName})${caption ? `: ${caption}` : ''}`
}

export async function addProjectFile(
  actor: Actor,
  projectId: number,
  upload: NewProjectFile,
  options: { db?: Database; now?: Date } = {},
): Promise<ProjectFile> {
  if (!isProjectStageKey(upload.stage)) throw new AdminInputError(PROJECT_MESSAGES.unknownStage, 400, 'stage')
  if (!isProjectFileKind(upload.kind))
    throw new AdminInputError('Choose a photo or a kind of document.', 400, 'kind')
  const caption = typeof upload.caption === 'string' ? upload.caption.trim() : ''
  if (caption.length > CAPTION_MAX)
    throw new AdminInputError(`The note must be at most ${CAPTION_MAX} characters.`, 400, 'caption')
  const stage: ProjectStageKey = upload.stage
  const kind: ProjectFileKind = upload.kind
  const db = options.db ?? (await getDb())
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
  if (!project) throw new AdminInputError(PROJECT_MESSAGES.notFound, 404)

  const prepared = await prepare(kind, upload.file.bytes)
  const now = options.now ?? new Date()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const key = `projects/${now.getUTCFullYear()}/${month}/${randomUUID()}.${EXTENSIONS[prepared.contentType] ?? 'bin'}`
  const storage = getPrivateStorage()
  await storage.put(key, prepared.data, prepared.contentType)
  const fileName = upload.file.name.slice(0, 255) || 'file'
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projectFiles)
        .values({
          projectId,
          stageKey: stage,
          kind,
          storageKey: key,
          contentType: prepared.contentType,
          fileName,
          bytes: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
          caption: caption || null,
          uploadedById: actor.id,
          uploadedBy: actor.username,
          createdAt: now,
        })
        .returning()
      if (!row) throw new Error('project file not stored')
      await tx.insert(projectEvents).values({
        projectId,
        actor: actor.username,
        action: PROJECT_EVENTS.fileAdded,
        stageKey: stage,
        toValue: describeFile(kind, row.caption, fileName),
        createdAt: now,
      })
      await recordAudit(tx, {
        actor,
        action: 'upload',
        entity: 'project-file',
        entityId: row.id,
        after: { ...row, uploadedBytes: upload.file.bytes.length },
      })
      return row
    })
  } catch (error) {
    await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'project file left behind'))
    throw error
  }
}

/** Removes a file (a wrong photo, an outdated permit): its row, history and audit, then its bytes. */
export async function removeProjectFile(actor: Actor, fileId: number): Promise<ProjectFile> {
  const db = await getDb()
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(projectFiles).where(eq(projectFiles.id, fileId)).returning()
    if (!row) throw new AdminInputError('The file was not found. It may have been removed already.', 404)
    await tx.insert(projectEvents).values({
      projectId: row.projectId,
      actor: actor.username,
      action: PROJECT_EVENTS.fileRemoved,
      stageKey: row.stageKey,
      fromValue: describeFile(row.kind as ProjectFileKind, row.caption, row.fileName),
    })
    await recordAudit(tx, { actor, action: 'delete', entity: 'project-file', entityId: row.id, before: row })
    return row
  })
  await getPrivateStorage()
    .remove(removed.storageKey)
    .catch((err: unknown) => log.warn({ err, key: removed.storageKey }, 'project file left behind'))
  return removed
}

/** A project's file with its bytes, for the route that serves it once it has checked who asks. */
export async function readProjectFile(
  projectId: number,
  fileId: number,
): Promise<{ file: ProjectFile; data: Buffer } | null> {
  const db = await getDb()
  const [file] = await db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId)))
  if (!file) return null
  const data = await getPrivateStorage().get(file.storageKey)
  return data ? { file, data } : null
}
