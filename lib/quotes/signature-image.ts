import 'server-only'
/**
 * The drawn signature as the server accepts it: a real PNG (its signature bytes and header, not
 * only a data URL that says so), at most MAX_SIGNATURE_BYTES and MAX_SIGNATURE_SIDE pixels a side,
 * with ink on it (a blank canvas is no signature). Anything else is the homeowner's to redo: a 400
 * on the signature field, in SIGNING_MESSAGES' words.
 */
import sharp from 'sharp'
import { RefusedError } from '@/lib/errors'
import { SIGNING_MESSAGES } from './schema'

export const MAX_SIGNATURE_BYTES = 300_000
export const MAX_SIGNATURE_SIDE = 4000

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function refuse(message: string): never {
  throw new RefusedError(message, 400, 'signatureImage')
}

/** The PNG's bytes from its data URL (already shaped by signingSchema), or a 400. */
export async function checkedSignaturePng(dataUrl: string): Promise<Buffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const png = Buffer.from(base64, 'base64')
  if (png.length > MAX_SIGNATURE_BYTES) refuse(SIGNING_MESSAGES.signatureInvalid)
  // The 8-byte signature, then the IHDR chunk: length 13, type, width and height (big-endian).
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC) || png.toString('latin1', 12, 16) !== 'IHDR')
    refuse(SIGNING_MESSAGES.signatureInvalid)
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (width < 20 || height < 20 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE)
    refuse(SIGNING_MESSAGES.signatureInvalid)
  let inked: boolean
  try {
    // Ink is anything opaque and dark enough on the (transparent or white) canvas.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    inked = false
    for (let i = 0; i < data.length; i += info.channels) {
      const alpha = data[i + 3] ?? 0
      const lightness = ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3
      if (alpha > 64 && lightness < 200) {
        inked = true
        break
      }
    }
  } catch {
    refuse(SIGNING_MESSAGES.signatureInvalid)
  }
  if (!inked) refuse(SIGNING_MESSAGES.signatureRequired)
  return png
}
