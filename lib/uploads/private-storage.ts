import 'server-only'
/**
 * Private files (signed contracts, issue 35 §5): stored like uploads, in a local folder or in
 * S3-compatible storage, but never where a URL reaches them. Locally they live in
 * PRIVATE_UPLOADS_DIR, which no route serves; with S3 in S3_PRIVATE_BUCKET, a bucket without public
 * read (the pictures' bucket is read by anyone). They are read back only through the app, by code
 * that has checked who asks (docs/decisions/private-files-for-contracts.md).
 */
import { randomUUID } from 'node:crypto'
import { env } from '@/config/env'
import { S3UploadStorage } from './s3'
import { LocalUploadStorage, s3ConfigFrom } from './storage'

/** What private storage offers: no public URL. */
export interface PrivateStorage {
  readonly kind: 'local' | 's3'
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  remove(key: string): Promise<void>
}

export class PrivateStorageConfigError extends Error {
  constructor() {
    super(
      'Private files need S3_PRIVATE_BUCKET when S3 storage is configured: a bucket without public read, for signed contracts.',
    )
    this.name = 'PrivateStorageConfigError'
  }
}

let storage: PrivateStorage | undefined

export function getPrivateStorage(): PrivateStorage {
  if (storage) return storage
  const config = env()
  const s3 = s3ConfigFrom(config)
  if (s3) {
    if (!config.S3_PRIVATE_BUCKET) throw new PrivateStorageConfigError()
    const bucket = new S3UploadStorage({ ...s3, bucket: config.S3_PRIVATE_BUCKET })
    storage = {
      kind: 's3',
      put: bucket.put.bind(bucket),
      get: bucket.get.bind(bucket),
      remove: bucket.remove.bind(bucket),
    }
  } else {
    storage = new LocalUploadStorage(config.PRIVATE_UPLOADS_DIR)
  }
  return storage
}

/** For tests: use this storage instead of the configured one. */
export function setPrivateStorage(next: PrivateStorage | undefined) {
  storage = next
}

/** A new key for a signed contract: 'contracts/2026/03/<uuid>.pdf' (random, never reused). */
export function newContractKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `contracts/${now.getUTCFullYear()}/${month}/${randomUUID()}.pdf`
}
