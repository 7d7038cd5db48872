'use client'

import { JsonResponseError, readJsonResponse } from '@/lib/http/json-response'
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadKind } from '@/lib/uploads/rules'

export type UploadedImage = { url: string; width: number; height: number }

/** The accept attribute of every image file input. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/**
 * Sends one picture to /api/admin/uploads. The browser checks the size and declared type first for
 * a quick answer; the server decides by the file's first bytes.
 */
export async function uploadImage(
  file: File,
  kind: UploadKind,
): Promise<{ ok: true; image: UploadedImage } | { ok: false; message: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge }
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: UPLOAD_MESSAGES.wrongType }
  }
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch(`/api/admin/uploads?kind=${kind}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, message: 'The upload failed: the server could not be reached. Please try again.' }
  }
  try {
    const json = await readJsonResponse<Partial<UploadedImage> | null>(response)
    if (!json?.url) return { ok: false, message: `${response.status}: the answer named no picture.` }
    return { ok: true, image: { url: json.url, width: json.width ?? 0, height: json.height ?? 0 } }
  } catch (error) {
    // The server's own words when it gave them, else spec 01 §8's 'status: body' or HTML message.
    if (error instanceof JsonResponseError)
      return { ok: false, message: error.serverMessage ?? error.message }
    return { ok: false, message: `The upload failed (${response.status}). Please try again.` }
  }
}
