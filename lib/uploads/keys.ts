/**
 * Storage keys of uploaded files and their URLs. A file in the local folder is served by the app
 * at /uploads/<key>; one in S3-compatible storage at S3_PUBLIC_URL/<key> (see storage.ts).
 */
import { randomUUID } from 'node:crypto'
import type { UploadKind } from './rules'

export const UPLOADS_URL_PREFIX = '/uploads/'

const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,99}(\.[a-z0-9]{1,10})?$/i
const MAX_SEGMENTS = 6

/** True for a key made only of plain segments: no '..', no leading dot, no slashes or encodings. */
export function isSafeKey(segments: readonly string[]): boolean {
  return segments.length > 0 && segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s))
}

export function newImageKey(kind: UploadKind, now = new Date()): string {
  const year = String(now.getUTCFullYear())
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${kind}/${year}/${month}/${randomUUID()}.webp`
}

/** Keys are random and never reused, so the file under a URL never changes: cache it for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The app's own URL of a key (the local folder, or any storage through the app). */
export function uploadUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

export function contentTypeFor(key: string): string | null {
  const ext = key.split('.').pop()?.toLowerCase() ?? ''
  return CONTENT_TYPES[ext] ?? null
}
