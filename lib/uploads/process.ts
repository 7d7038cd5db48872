import 'server-only'
import sharp, { type Metadata } from 'sharp'
import { RefusedError } from '@/lib/errors'
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS, UPLOAD_MESSAGES, type AcceptedImageType } from './rules'

/** A picture refused (empty, too large, not an image we accept): the message says which. */
export class UploadError extends RefusedError {
  declare readonly status: 400 | 413 | 415

  constructor(message: string, status: 400 | 413 | 415) {
    super(message, status)
    this.name = 'UploadError'
  }
}

export type ProcessedImage = { data: Buffer; width: number; height: number }

/**
 * Re-encodes an accepted picture as WebP: turned upright from its EXIF orientation, scaled down so
 * neither side exceeds MAX_IMAGE_SIDE, metadata (GPS position included) dropped.
 */
export async function toWebp(bytes: Buffer, type: AcceptedImageType): Promise<ProcessedImage> {
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.unreadable, 400)
  }
  const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[type]
  if (meta.format !== expected) throw new UploadError(UPLOAD_MESSAGES.unreadable, 400)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new UploadError(UPLOAD_MESSAGES.tooManyPixels, 413)
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.unreadable, 400)
  }
}
