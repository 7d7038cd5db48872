/**
 * What an uploaded image may be: the types, the size limit and the messages, shared by the upload
 * field in the browser and the upload endpoint. The type is decided by the file's first bytes,
 * never by its name or the browser's claim.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024)

/** Largest side of the stored WebP; larger pictures are scaled down, smaller ones kept. */
export const MAX_IMAGE_SIDE = 1600
/** Decompression-bomb guard: refuse pictures of more pixels than this. */
export const MAX_INPUT_PIXELS = 40_000_000

export const UPLOAD_KINDS = [
  'pools',
  'manufacturers',
  'blog',
  'testimonials',
  'resources',
  'company',
  /** The media library (lib/media): heroes, before/after, steps, logos, office pictures. */
  'media',
] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload.',
  empty: 'The file is empty.',
  tooLarge: `The image is larger than ${MAX_UPLOAD_MEGABYTES} MB. Choose a smaller file.`,
  wrongType: 'Only JPEG, PNG and WebP images can be uploaded.',
  unreadable: 'The image could not be read. It may be damaged; try another file.',
  tooManyPixels: 'The image has too many pixels. Choose a picture of at most 40 megapixels.',
  badKind: 'Unknown upload folder.',
} as const

/** The image type from the file's first bytes (magic numbers), or null. */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value)
}
