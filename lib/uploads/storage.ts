import 'server-only'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env, type Env } from '@/config/env'
import { isSafeKey, uploadUrl } from './keys'
import { S3UploadStorage, type S3Config } from './s3'

/** Where uploaded files live: a local folder, or S3-compatible object storage when configured. */
export interface UploadStorage {
  readonly kind: 'local' | 's3'
  /** The URL saved in the record that uses the file, and the one browsers load. */
  publicUrl(key: string): string
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  remove(key: string): Promise<void>
}

export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local'
  private readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  publicUrl(key: string): string {
    return uploadUrl(key)
  }

  /** The absolute path of a key, refused unless it stays inside the uploads folder. */
  private resolve(key: string): string {
    const segments = key.split('/')
    if (!isSafeKey(segments)) throw new Error(`Unsafe upload key: ${JSON.stringify(key)}`)
    const full = path.resolve(this.root, ...segments)
    if (!full.startsWith(this.root + path.sep))
      throw new Error(`Upload key escapes the uploads folder: ${key}`)
    return full
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key)
    await mkdir(path.dirname(full), { recursive: true })
    // Written aside, then renamed: a reader never sees half a file.
    const temp = `${full}.${process.pid}.${Date.now()}.part`
    await writeFile(temp, data)
    await rename(temp, full)
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true })
  }
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  )
}

let storage: UploadStorage | undefined

/** The S3 settings when S3-compatible storage is configured (config/env checks it is all or nothing). */
export function s3ConfigFrom(config: Env): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = config
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) return null
  return {
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  }
}

export async function getUploadStorage(): Promise<UploadStorage> {
  if (storage) return storage
  const config = env()
  const s3 = s3ConfigFrom(config)
  storage = s3 ? new S3UploadStorage(s3) : new LocalUploadStorage(config.UPLOADS_DIR)
  return storage
}

/** For tests: use this storage instead of the configured one. */
export function setUploadStorage(next: UploadStorage | undefined) {
  storage = next
}
