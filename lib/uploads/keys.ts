/**
 * Storage keys of uploaded files and their public URLs. Every upload is served from
 * /uploads/<key>, whichever storage holds it, so stored URLs never depend on the storage.
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
